import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { Paginator, usePageWindow, useStepBackFromEmptyPage } from '../../../ui/paginator.tsx';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
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

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** /admin/spellings: brokers' vanity spellings waiting for staff; approving shows the spelling in search. */
export function SpellingsPage() {
  const [pageWindow, setPageWindow] = usePageWindow();
  const [status, setStatus] = useState<SpellingStatus>('pending');
  const spellings = useQuery(spellingRequestsQuery({ ...pageWindow, status }));
  const statusId = useId();
  const rows = spellings.data?.data ?? [];
  const total = spellings.data?.total ?? 0;

  useStepBackFromEmptyPage(pageWindow, setPageWindow, spellings.isSuccess && rows.length === 0);

  return (
    <section className="page">
      <h1>Vanity spellings</h1>
      <div className="field">
        <label className="field__label" htmlFor={statusId}>
          Show
        </label>
        <select
          id={statusId}
          className="field__input"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as SpellingStatus);
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
        onChange={setPageWindow}
        label="Spellings pages"
      />
    </section>
  );
}

function SpellingRow({ request }: { request: SpellingRequest }) {
  const decide = useDecideSpellingMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const shown = request.spelledTn;

  async function decideAs(status: 'approved' | 'rejected') {
    const confirmed = await dialogs.confirm({
      action: status === 'approved' ? 'Approve' : 'Reject',
      message:
        status === 'approved'
          ? `Update the spelling for ${request.formattedTn} to ${shown}? Search shows it at once and the broker is mailed.`
          : `Reject the spelling ${shown} for ${request.formattedTn}? The broker is mailed.`,
    });
    if (!confirmed) return;
    const done = await decide.mutateAsync({ id: request.spellingRequestId, status }).then(
      () => true,
      () => false,
    );
    if (done) toasts.show({ message: `${shown} ${status}.`, kind: 'success' });
  }

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
          <div className="data-table__actions">
            <button
              type="button"
              className="button button--success"
              aria-label={`Approve ${shown}`}
              disabled={decide.isPending}
              onClick={() => void decideAs('approved')}
            >
              Approve
            </button>
            <button
              type="button"
              className="button"
              aria-label={`Reject ${shown}`}
              disabled={decide.isPending}
              onClick={() => void decideAs('rejected')}
            >
              Reject
            </button>
          </div>
        ) : (
          request.decidedDate && formatDay(request.decidedDate)
        )}
      </td>
    </tr>
  );
}
