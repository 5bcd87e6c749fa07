import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FRAUD_ACTION_LABELS } from '../../../../../src/shared/fraud-rules.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { Paginator, usePageWindow, useStepBackFromEmptyPage } from '../../../ui/paginator.tsx';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { FraudRuleDialog } from './fraud-rule-dialog.tsx';
import type { FraudRule } from './fraud-rules-api.ts';
import { fraudRulesQuery, useDeleteFraudRuleMutation } from './fraud-rules-api.ts';
import '../../../ui/data-table.css';
import '../admin.css';
import { DataTable } from '../../../ui/data-table.tsx';

/** What the dialog edits: nothing, a new rule, or one of the list's rules. */
type Editing = { rule: FraudRule | null } | null;

/** /admin/fraudRules (spec 3, 'Admin fraud rules'): the rules checkout applies, with Add, Edit and Delete. */
export function FraudRulesPage() {
  const [pageWindow, setPageWindow] = usePageWindow();
  const [editing, setEditing] = useState<Editing>(null);
  const rules = useQuery(fraudRulesQuery(pageWindow));
  const remove = useDeleteFraudRuleMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const rows = rules.data?.data ?? [];
  const total = rules.data?.total ?? 0;

  useStepBackFromEmptyPage(pageWindow, setPageWindow, rules.isSuccess && rows.length === 0);

  async function deleteRule(rule: FraudRule) {
    const confirmed = await dialogs.confirm({
      action: 'Delete',
      message: `Delete fraud rule ${rule.fraudRuleId} (${rule.field} ${rule.operator} ${rule.data})?`,
    });
    if (!confirmed) return;
    const deleted = await remove.mutateAsync(rule.fraudRuleId).then(
      () => true,
      () => false,
    );
    if (deleted) toasts.show({ message: `Fraud rule ${rule.fraudRuleId} deleted.`, kind: 'success' });
  }

  return (
    <section className="page">
      <p>
        <Link to="/admin">← Admin</Link>
      </p>
      <h1>Fraud rules</h1>
      <p>
        Checkout applies the rules in ascending priority; the worst matching action wins, and a matching “Not
        fraud” rule stops the rules after it.
      </p>
      <div className="admin-toolbar">
        <button type="button" className="button button--primary" onClick={() => setEditing({ rule: null })}>
          Add Fraud Rule
        </button>
      </div>
      {rules.isPending && <p role="status">Loading fraud rules…</p>}
      <InlineError error={rules.error} fallback={LIST_LOAD_FAILED} />
      {rules.isSuccess && rows.length === 0 && <p>No fraud rules yet.</p>}
      {rows.length > 0 && (
        <DataTable
          label="Fraud rules"
          head={
            <tr>
              <th scope="col">Priority</th>
              <th scope="col">ID</th>
              <th scope="col">Field</th>
              <th scope="col">Operator</th>
              <th scope="col">Data</th>
              <th scope="col">Action</th>
              <th scope="col">Comment</th>
              <th scope="col">Who</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          }
        >
          {rows.map((rule) => (
            <tr key={rule.fraudRuleId}>
              <td>{rule.priority}</td>
              <td>{rule.fraudRuleId}</td>
              <td>{rule.field}</td>
              <td>{rule.operator}</td>
              <td className="fraud-rule-data">{rule.data}</td>
              <td>{FRAUD_ACTION_LABELS[rule.action]}</td>
              <td>{rule.comment}</td>
              <td>{rule.who}</td>
              <td>
                <div className="data-table__actions">
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Edit fraud rule ${rule.fraudRuleId}`}
                    onClick={() => setEditing({ rule })}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Delete fraud rule ${rule.fraudRuleId}`}
                    disabled={remove.isPending}
                    onClick={() => void deleteRule(rule)}
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Paginator
        total={total}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={setPageWindow}
        label="Fraud rules pages"
      />
      {editing && (
        <FraudRuleDialog
          rule={editing.rule}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            toasts.show({ message: `Fraud rule ${saved.fraudRuleId} saved.`, kind: 'success' });
          }}
        />
      )}
    </section>
  );
}
