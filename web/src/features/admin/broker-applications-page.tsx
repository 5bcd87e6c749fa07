import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { Paginator, usePageWindow, useStepBackFromEmptyPage } from '../../ui/paginator.tsx';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import type { BrokerApplication, BrokerApplicationStatus } from './broker-applications-api.ts';
import { brokerApplicationsQuery, useDecideApplicationMutation } from './broker-applications-api.ts';
import '../../ui/data-table.css';
import './admin.css';
import { DataTable } from '../../ui/data-table.tsx';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';

const STATUS_LABELS: Record<BrokerApplicationStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** /admin/broker-applications: accounts that applied to sell numbers; approving makes them sellers. */
export function BrokerApplicationsPage() {
  const [pageWindow, setPageWindow] = usePageWindow();
  const [status, setStatus] = useState<BrokerApplicationStatus>('pending');
  const applications = useQuery(brokerApplicationsQuery({ ...pageWindow, status }));
  const statusId = useId();
  const rows = applications.data?.data ?? [];
  const total = applications.data?.total ?? 0;

  useStepBackFromEmptyPage(pageWindow, setPageWindow, applications.isSuccess && rows.length === 0);

  return (
    <section className="page">
      <h1>Broker applications</h1>
      <div className="field">
        <label className="field__label" htmlFor={statusId}>
          Show
        </label>
        <select
          id={statusId}
          className="field__input"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as BrokerApplicationStatus);
            setPageWindow({ skip: 0, limit: pageWindow.limit });
          }}
        >
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
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
        onChange={setPageWindow}
        label="Applications pages"
      />
    </section>
  );
}

function ApplicationRow({ application }: { application: BrokerApplication }) {
  const decide = useDecideApplicationMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const { company } = application;

  async function decideAs(status: 'approved' | 'rejected') {
    const confirmed = await dialogs.confirm({
      action: status === 'approved' ? 'Approve' : 'Reject',
      message:
        status === 'approved'
          ? `Approve ${company}? Account ${application.accountId} can then list numbers for sale.`
          : `Reject the application of ${company}?`,
    });
    if (!confirmed) return;
    const done = await decide.mutateAsync({ id: application.brokerApplicationId, status }).then(
      () => true,
      () => false,
    );
    if (done) toasts.show({ message: `${company} ${status}.`, kind: 'success' });
  }

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
          <div className="data-table__actions">
            <button
              type="button"
              className="button button--success"
              aria-label={`Approve ${company}`}
              disabled={decide.isPending}
              onClick={() => void decideAs('approved')}
            >
              Approve
            </button>
            <button
              type="button"
              className="button"
              aria-label={`Reject ${company}`}
              disabled={decide.isPending}
              onClick={() => void decideAs('rejected')}
            >
              Reject
            </button>
          </div>
        ) : (
          application.decidedDate && formatDay(application.decidedDate)
        )}
      </td>
    </tr>
  );
}
