import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import { CorrectPortInForm } from './correct-port-in-form.tsx';
import { PORT_IN_STATUS_LABELS } from './port-in-status.ts';
import { portInQuery, portInsQuery } from './port-ins-api.ts';
import './port-ins.css';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC' });
const moment = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });

/** /account/port-ins (account admins): the account's port-ins, one's timeline, and the correction of a rejected one. */
export function PortInsPage() {
  const [params] = useSearchParams();
  const selected = Number(params.get('id')) || null;
  const list = useQuery(portInsQuery());
  const rows = list.data?.data ?? [];

  return (
    <section className="page port-ins">
      <h1>Port-ins</h1>
      <p>Numbers you are bringing from another carrier. Porting usually takes 3 to 10 days.</p>
      <div className="card">
        {list.isPending && <p role="status">Loading your port-ins…</p>}
        <InlineError error={list.error} fallback={LIST_LOAD_FAILED} />
        {list.isSuccess && rows.length === 0 && <p>You have no port-ins.</p>}
        {rows.length > 0 && (
          <ul className="item-list" aria-label="Port-ins">
            {rows.map((order) => (
              <li key={order.id} className="item-list__item">
                <div className="item-list__main">
                  <Link
                    className="item-list__title"
                    to={`?id=${order.id}`}
                    aria-current={order.id === selected ? 'true' : undefined}
                  >
                    {order.formattedTn}
                  </Link>
                  <span className={`port-in-status port-in-status--${order.status}`}>
                    {PORT_IN_STATUS_LABELS[order.status]}
                  </span>
                  <span> placed {day(order.createDate)}</span>
                  {order.focDate && <span> · FOC {order.focDate}</span>}
                  {order.parked && <span> · Park plan</span>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {selected && <PortInDetailCard id={selected} />}
    </section>
  );
}

function PortInDetailCard({ id }: { id: number }) {
  const detail = useQuery(portInQuery(id));
  const order = detail.data;
  return (
    <div className="card port-in-detail">
      {detail.isPending && <p role="status">Loading the port-in…</p>}
      <InlineError error={detail.error} fallback="This port-in could not be loaded." />
      {order && (
        <>
          <h2>
            {order.formattedTn}: {PORT_IN_STATUS_LABELS[order.status]}
          </h2>
          {order.status === 'rejected' && (
            <p role="alert">
              Rejected by the carrier ({order.rejectCode}): {order.rejectReason}
            </p>
          )}
          <ol className="port-in-timeline" aria-label="Timeline">
            {order.timeline.map((event) => (
              <li key={`${event.kind}-${event.at}`}>
                <time dateTime={event.at}>{moment(event.at)}</time> {event.text}
              </li>
            ))}
          </ol>
          {order.status === 'rejected' && <CorrectPortInForm key={order.id} order={order} />}
        </>
      )}
    </div>
  );
}
