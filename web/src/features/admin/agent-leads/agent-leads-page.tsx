import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LEAD_CLOSE_NOTE_MAX } from '../../../../../src/shared/agent-lead-rules.ts';
import { formatCents } from '../../../../../src/shared/money.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { usePageWindow } from '../../../ui/paginator.tsx';
import { RelativeDate } from '../../../ui/relative-date.tsx';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { AdminListPage } from '../admin-list-page.tsx';
import {
  type AgentLead,
  agentLeadsQuery,
  downloadAgentLeadsCsv,
  type LeadFilter,
  useCloseLeadMutation,
} from './agent-leads-api.ts';

const FILTERS: readonly { value: LeadFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

const EMPTY: Record<LeadFilter, string> = {
  open: 'No open leads.',
  closed: 'No closed leads.',
  all: 'No leads yet.',
};

const filterOf = (value: string | null): LeadFilter =>
  value === 'closed' || value === 'all' ? value : 'open';

/** What the lead asks about, with the price listed when it came in. */
function askedPrice(lead: AgentLead): string {
  if (lead.type === 'purchase') return formatCents(lead.price);
  const setup = lead.licenseSetupFee === null ? '' : `${formatCents(lead.licenseSetupFee)} setup`;
  const monthly = lead.licenseMonthlyFee === null ? '' : `${formatCents(lead.licenseMonthlyFee)}/month`;
  return [setup, monthly].filter(Boolean).join(', ');
}

/** /admin/leads: the contact-agent leads for sales staff, open ones first, with Close (and a note) and CSV. */
export function AgentLeadsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterOf(searchParams.get('status'));
  const [pageWindow, setPageWindow] = usePageWindow();
  const leads = useQuery(agentLeadsQuery(filter, pageWindow));
  const closeLead = useCloseLeadMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();

  function chooseFilter(next: LeadFilter) {
    setPageWindow({ skip: 0, limit: pageWindow.limit });
    setSearchParams(next === 'open' ? {} : { status: next }, { replace: true });
  }

  async function close(lead: AgentLead) {
    const values = await dialogs.form({
      title: 'Close lead',
      message: `Close the lead from ${lead.name} about ${lead.formattedTn}?`,
      fields: [{ name: 'note', label: 'Note (optional)', type: 'textarea' }],
      validate: {
        note: (note) =>
          note.length > LEAD_CLOSE_NOTE_MAX ? `The note is at most ${LEAD_CLOSE_NOTE_MAX} characters.` : null,
      },
      submitLabel: 'Close lead',
    });
    if (!values) return;
    const closed = await closeLead.mutateAsync({ leadId: lead.leadId, note: values.note }).then(
      () => true,
      () => false,
    );
    if (closed) toasts.show({ message: `Lead ${lead.leadId} closed.`, kind: 'success' });
  }

  async function download() {
    try {
      await downloadAgentLeadsCsv(filter);
    } catch (error) {
      await dialogs.error(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <AdminListPage
      title="Leads"
      intro="Requests to talk to an agent about buying or licensing a number. Close a lead once sales has answered it."
      toolbar={
        <>
          <label>
            Show{' '}
            <select value={filter} onChange={(event) => chooseFilter(filterOf(event.target.value))}>
              {FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button" onClick={() => void download()}>
            Download CSV
          </button>
        </>
      }
      list={leads}
      pageWindow={pageWindow}
      onPageWindow={setPageWindow}
      label="Leads"
      loadingText="Loading leads…"
      emptyText={EMPTY[filter]}
      columns={['Received', 'Number', 'Request', 'Contact', 'Comments', 'Offer', 'Status']}
      actionsColumn
      row={(lead) => (
        <tr key={lead.leadId}>
          <td>
            <RelativeDate date={lead.createDate} />
          </td>
          <td>{lead.formattedTn}</td>
          <td>
            {lead.type === 'purchase' ? 'Purchase' : 'License'} · {askedPrice(lead)}
          </td>
          <td>
            {lead.name}
            <br />
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
            <br />
            <a href={`tel:${lead.phone}`}>{lead.phone}</a>
          </td>
          <td className="agent-lead-comments">{lead.comments}</td>
          <td>{lead.negotiationId === null ? '' : `Negotiation ${lead.negotiationId}`}</td>
          <td>
            {lead.status === 'open' ? 'Open' : 'Closed'}
            {lead.closeNote && <p className="muted">{lead.closeNote}</p>}
          </td>
          <td>
            {lead.status === 'open' && (
              <button
                type="button"
                className="link-button"
                aria-label={`Close lead ${lead.leadId}`}
                disabled={closeLead.isPending}
                onClick={() => void close(lead)}
              >
                Close
              </button>
            )}
          </td>
        </tr>
      )}
    />
  );
}
