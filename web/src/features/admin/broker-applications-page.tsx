import { useQuery } from '@tanstack/react-query';
import { AdminListPage } from './admin-list-page.tsx';
import type { BrokerApplication, BrokerApplicationStatus } from './broker-applications-api.ts';
import { brokerApplicationsQuery, useDecideApplicationMutation } from './broker-applications-api.ts';
import {
  DecisionButtons,
  formatDay,
  StatusFilter,
  useConfirmedDecision,
  useStatusPage,
} from './decision-controls.tsx';

const STATUS_LABELS: Record<BrokerApplicationStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** /admin/broker-applications: accounts that applied to sell numbers; approving makes them sellers. */
export function BrokerApplicationsPage() {
  const queue = useStatusPage<BrokerApplicationStatus>('pending');
  const { pageWindow, status } = queue;
  const applications = useQuery(brokerApplicationsQuery({ ...pageWindow, status }));

  return (
    <AdminListPage
      title="Broker applications"
      intro="Accounts that applied to sell numbers; approving one opens the broker dashboard to its admins."
      toolbar={<StatusFilter labels={STATUS_LABELS} value={status} onChange={queue.changeStatus} />}
      list={applications}
      pageWindow={pageWindow}
      onPageWindow={queue.setPageWindow}
      label="Broker applications"
      loadingText="Loading applications…"
      emptyText="No applications to display."
      columns={[
        'Applied',
        'Company',
        'Numbers',
        'Contact',
        'Message',
        ...(status === 'pending' ? [] : ['Decided']),
      ]}
      actionsColumn={status === 'pending'}
      row={(application) => (
        <ApplicationRow key={application.brokerApplicationId} application={application} />
      )}
    />
  );
}

function ApplicationRow({ application }: { application: BrokerApplication }) {
  const decide = useDecideApplicationMutation();
  const confirmed = useConfirmedDecision();
  const { company } = application;

  const decideAs = (status: 'approved' | 'rejected') =>
    confirmed({
      decision: status,
      message:
        status === 'approved'
          ? `Approve ${company}? Account ${application.accountId} can then list numbers for sale.`
          : `Reject the application of ${company}?`,
      run: () => decide.mutateAsync({ id: application.brokerApplicationId, status }),
      done: `${company} ${status}.`,
    });

  return (
    <tr>
      <td>{formatDay(application.createDate)}</td>
      <td>
        {company}
        {application.website && (
          <>
            <br />
            <span className="muted">{application.website}</span>
          </>
        )}
        <br />
        <span className="muted">Account {application.accountId}</span>
      </td>
      <td>{application.numberCount}</td>
      <td>{application.email}</td>
      <td>{application.message}</td>
      <td>
        {application.status === 'pending' ? (
          <DecisionButtons
            subject={company}
            disabled={decide.isPending}
            onDecide={(status) => void decideAs(status)}
          />
        ) : (
          application.decidedDate && formatDay(application.decidedDate)
        )}
      </td>
    </tr>
  );
}
