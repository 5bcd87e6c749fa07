import { useId } from 'react';
import { DataTable } from '../../ui/data-table.tsx';
import type { PortOutRequest } from './number-settings-api.ts';

const STATUSES: Record<PortOutRequest['status'], string> = {
  requested: 'Requested',
  refused: 'Refused',
  approved: 'Approved',
  completed: 'Completed',
};
const REASONS: Record<NonNullable<PortOutRequest['reason']>, string> = {
  transfer_lock: 'Transfer Lock was on',
  no_pin: 'No PIN was set',
  wrong_pin: 'Wrong PIN',
};

const when = (instant: string) =>
  new Date(instant).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The newest requests from other carriers to move the number away. */
export function PortOutRequestsSection({ requests }: { requests: PortOutRequest[] }) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Port-out requests</h2>
      {requests.length === 0 ? (
        <p>No carrier has asked to move this number.</p>
      ) : (
        <DataTable
          label="Port-out requests"
          head={
            <tr>
              <th scope="col">Received (UTC)</th>
              <th scope="col">Carrier</th>
              <th scope="col">Status</th>
              <th scope="col">Reason</th>
            </tr>
          }
        >
          {requests.map((request) => (
            <tr key={request.carrierRequestId}>
              <td>{when(request.requestedAt)}</td>
              <td>{request.gainingCarrier}</td>
              <td>{STATUSES[request.status]}</td>
              <td>{request.reason ? REASONS[request.reason] : ''}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
