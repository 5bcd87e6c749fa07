import { useQuery } from '@tanstack/react-query';
import { AdminListPage } from '../admin-list-page.tsx';
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

  return (
    <AdminListPage
      title="Vanity spellings"
      intro="Spellings brokers asked for on their listed numbers; an approved spelling shows in search at once."
      toolbar={<StatusFilter labels={STATUS_LABELS} value={status} onChange={queue.changeStatus} />}
      list={spellings}
      pageWindow={pageWindow}
      onPageWindow={queue.setPageWindow}
      label="Vanity spellings"
      loadingText="Loading spellings…"
      emptyText={status === 'pending' ? 'No spellings to approve.' : 'No spellings to display.'}
      columns={[
        'Requested',
        'Number',
        'Spelling',
        'Broker account',
        ...(status === 'pending' ? [] : ['Decided']),
      ]}
      actionsColumn={status === 'pending'}
      row={(request) => <SpellingRow key={request.spellingRequestId} request={request} />}
    />
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
