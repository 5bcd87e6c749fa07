import { useQuery } from '@tanstack/react-query';
import { Paginator, useStepBackFromEmptyPage } from '../../ui/paginator.tsx';
import type { BrokerApplication, BrokerApplicationStatus } from './broker-applications-api.ts';
import { brokerApplicationsQuery, useDecideApplicationMutation } from './broker-applications-api.ts';
import '../../ui/data-table.css';
import './admin.css';
import { DataTable } from '../../ui/data-table.tsx';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
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
  const rows = applications.data?.data ?? [];
  const total = applications.data?.total ?? 0;
  useStepBackFromEmptyPage(pageWindow, queue.setPageWindow, applications.isSuccess && rows.length === 0);

  return (
    <section className="page">
      <h1>Broker applications</h1>
      <StatusFilter labels={STATUS_LABELS} value={status} onChange={queue.changeStatus} />
      {applications.isPending && <p role="status">Loading applications…</p>}
      <InlineError error={applications.error} fallback={LIST_LOAD_FAILED} />
      {applications.isSuccess && rows.length === 0 && <p>No applications to display.</p>}
      {rows.length > 0 && (
        <DataTable
          label="Broker applications"
          head={
            <tr>
              <th scope="col">Applied</th>
              <th scope="col">Company</th>
              <th scope="col">Numbers</th>
              <th scope="col">Contact</th>
              <th scope="col">Message</th>
              <th scope="col">
                {status === 'pending' ? <span className="visually-hidden">Actions</span> : 'Decided'}
              </th>
            </tr>
          }
        >
          {rows.map((application) => (
            <ApplicationRow key={application.brokerApplicationId} application={application} />
          ))}
        </DataTable>
      )}
      <Paginator
        total={total}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={queue.setPageWindow}
        label="Applications pages"
      />
    </section>
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
