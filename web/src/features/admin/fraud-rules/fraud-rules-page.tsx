import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FRAUD_ACTION_LABELS } from '../../../../../src/shared/fraud-rules.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { usePageWindow } from '../../../ui/paginator.tsx';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { AdminListPage } from '../admin-list-page.tsx';
import { FraudRuleDialog } from './fraud-rule-dialog.tsx';
import type { FraudRule } from './fraud-rules-api.ts';
import { fraudRulesQuery, useDeleteFraudRuleMutation } from './fraud-rules-api.ts';

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
    <AdminListPage
      title="Fraud rules"
      intro="Checkout applies the rules in ascending priority; the worst matching action wins, and a matching “Not fraud” rule stops the rules after it."
      toolbar={
        <button type="button" className="button button--primary" onClick={() => setEditing({ rule: null })}>
          Add Fraud Rule
        </button>
      }
      list={rules}
      pageWindow={pageWindow}
      onPageWindow={setPageWindow}
      label="Fraud rules"
      loadingText="Loading fraud rules…"
      emptyText="No fraud rules yet."
      columns={['Priority', 'ID', 'Field', 'Operator', 'Data', 'Action', 'Comment', 'Who']}
      actionsColumn
      row={(rule) => (
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
      )}
    >
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
    </AdminListPage>
  );
}
