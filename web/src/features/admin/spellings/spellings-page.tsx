import { useQuery } from '@tanstack/react-query';
import { Paginator, useStepBackFromEmptyPage } from '../../../ui/paginator.tsx';
import {
  DecisionButtons,
  formatDay,
  StatusFilter,
  useConfirmedDecision,
  useStatusPage,
} from '../decision-controls.tsx';
import {
  type SpellingRequest,
  type SpellingStatus,
  spellingRequestsQuery,
  useDecideSpellingMutation,
} from './spellings-api.ts';
import '../../../ui/data-table.css';
import '../admin.css';
import { DataTable } from '../../../ui/data-table.tsx';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';

const STATUS_LABELS: Record<SpellingStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** /admin/spellings: brokers' vanity spellings waiting for staff; approving shows the spelling in search. */
export function SpellingsPage() {
  const queue = useStatusPage<SpellingStatus>('pending');
  const { pageWindow, status } = queue;
  const spellings = useQuery(spellingRequestsQuery({ ...pageWindow, status }));
  const rows = spellings.data?.data ?? [];
  const total = spellings.data?.total ?? 0;
  useStepBackFromEmptyPage(pageWindow, queue.setPageWindow, spellings.isSuccess && rows.length === 0);

  return (
    <section className="page">
      <h1>Vanity spellings</h1>
      <StatusFilter labels={STATUS_LABELS} value={status} onChange={queue.changeStatus} />
      {spellings.isPending && <p role="status">Loading spellings…</p>}
      <InlineError error={spellings.error} fallback={LIST_LOAD_FAILED} />
      {spellings.isSuccess && rows.length === 0 && (
        <p>{status === 'pending' ? 'No spellings to approve.' : 'No spellings to display.'}</p>
      )}
      {rows.length > 0 && (
        <DataTable
          label="Vanity spellings"
          head={
            <tr>
              <th scope="col">Requested</th>
              <th scope="col">Number</th>
              <th scope="col">Spelling</th>
              <th scope="col">Broker account</th>
              <th scope="col">
                {status === 'pending' ? <span className="visually-hidden">Actions</span> : 'Decided'}
              </th>
            </tr>
          }
        >
          {rows.map((request) => (
            <SpellingRow key={request.spellingRequestId} request={request} />
          ))}
        </DataTable>
      )}
      <Paginator
        total={total}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={queue.setPageWindow}
        label="Spellings pages"
      />
    </section>
  );
}

function SpellingRow({ request }: { request: SpellingRequest }) {
  const decide = useDecideSpellingMutation();
  const confirmed = useConfirmedDecision();
  const shown = request.spelledTn;

  const decideAs = (status: 'approved' | 'rejected') =>
    confirmed({
      decision: status,
      message:
        status === 'approved'
          ? `Update the spelling for ${request.formattedTn} to ${shown}? Search shows it at once and the broker is mailed.`
          : `Reject the spelling ${shown} for ${request.formattedTn}? The broker is mailed.`,
      run: () => decide.mutateAsync({ id: request.spellingRequestId, status }),
      done: `${shown} ${status}.`,
    });

  return (
    <tr>
      <td>{formatDay(request.createDate)}</td>
      <td>{request.formattedTn}</td>
      <td>
        {shown}
        {request.reason && (
          <>
            <br />
            <span className="muted">{request.reason}</span>
          </>
        )}
      </td>
      <td>{request.brokerAccountId}</td>
      <td>
        {request.status === 'pending' ? (
          <DecisionButtons
            subject={shown}
            disabled={decide.isPending}
            onDecide={(status) => void decideAs(status)}
          />
        ) : (
          request.decidedDate && formatDay(request.decidedDate)
        )}
      </td>
    </tr>
  );
}
