import { useQuery } from '@tanstack/react-query';
import { type FormEvent, Fragment, useId, useState } from 'react';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { usePageWindow } from '../../../ui/paginator.tsx';
import { AdminListPage } from '../admin-list-page.tsx';
import {
  type AuditEntry,
  type AuditFilters,
  auditEntriesQuery,
  downloadAuditCsv,
  NO_AUDIT_FILTERS,
} from './audit-api.ts';

const COLUMNS = ['When', 'Who', 'Action', 'Subject'] as const;
const FILTER_FIELDS: readonly { name: keyof AuditFilters; label: string; type: string }[] = [
  { name: 'actor', label: 'Actor (user id)', type: 'text' },
  { name: 'action', label: 'Action', type: 'text' },
  { name: 'subject', label: 'Subject contains', type: 'text' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

const shown = (value: unknown) =>
  value === null || value === undefined ? '(none)' : JSON.stringify(value, null, 2);
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { timeZone: 'UTC', timeZoneName: 'short' });

/** /admin/audit: every staff change, newest first; a row's before and after on demand; CSV of the filtered log. */
export function AuditPage() {
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [pageWindow, setPageWindow] = usePageWindow();
  const [open, setOpen] = useState<number | null>(null);
  const entries = useQuery(auditEntriesQuery(filters, pageWindow));
  const dialogs = useDialogs();
  const formId = useId();

  function search(event: FormEvent) {
    event.preventDefault();
    setPageWindow({ skip: 0, limit: pageWindow.limit });
    setFilters(draft);
  }

  async function download() {
    try {
      await downloadAuditCsv(filters);
    } catch (error) {
      await dialogs.error(error instanceof Error ? error.message : String(error));
    }
  }

  const filtered = Object.values(filters).some((value) => value !== '');
  return (
    <AdminListPage<AuditEntry>
      title="Audit log"
      intro="Every change staff made: who, what, before and after, and when (UTC)."
      toolbar={
        <>
          <form aria-label="Filter the audit log" onSubmit={search}>
            {FILTER_FIELDS.map((field) => (
              <div className="field" key={field.name}>
                <label className="field__label" htmlFor={`${formId}-${field.name}`}>
                  {field.label}
                </label>
                <input
                  id={`${formId}-${field.name}`}
                  className="field__input"
                  type={field.type}
                  value={draft[field.name]}
                  onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
                />
              </div>
            ))}
            <button type="submit" className="button">
              Filter
            </button>
          </form>
          <button type="button" className="button" onClick={() => void download()}>
            Download CSV
          </button>
        </>
      }
      list={entries}
      pageWindow={pageWindow}
      onPageWindow={setPageWindow}
      label="Audit log"
      loadingText="Loading the audit log…"
      emptyText={filtered ? 'No entries match these filters.' : 'No staff changes yet.'}
      columns={COLUMNS}
      actionsColumn
      row={(entry) => (
        <Fragment key={entry.auditId}>
          <tr>
            <td>{when(entry.at)}</td>
            <td>{entry.actor ?? `user ${entry.actorUserId}`}</td>
            <td>{entry.action}</td>
            <td>{entry.subject}</td>
            <td>
              <button
                type="button"
                className="link-button"
                aria-expanded={open === entry.auditId}
                aria-controls={`${formId}-change-${entry.auditId}`}
                onClick={() => setOpen(open === entry.auditId ? null : entry.auditId)}
              >
                {open === entry.auditId ? 'Hide change' : 'Show change'}
              </button>
            </td>
          </tr>
          {open === entry.auditId && (
            <tr id={`${formId}-change-${entry.auditId}`}>
              <td colSpan={COLUMNS.length + 1}>
                <dl aria-label={`Change ${entry.auditId}`}>
                  <dt>Before</dt>
                  <dd>
                    <pre className="audit-change">{shown(entry.before)}</pre>
                  </dd>
                  <dt>After</dt>
                  <dd>
                    <pre className="audit-change">{shown(entry.after)}</pre>
                  </dd>
                </dl>
              </td>
            </tr>
          )}
        </Fragment>
      )}
    />
  );
}
