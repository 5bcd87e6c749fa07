import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PORT_IN_CANCEL_NOTE_MAX, PORT_IN_STATUS_LABELS } from '../../../../../src/shared/port-in-rules.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { usePageWindow } from '../../../ui/paginator.tsx';
import { RelativeDate } from '../../../ui/relative-date.tsx';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { AdminListPage } from '../admin-list-page.tsx';
import {
  type PortInQueueFilter,
  type PortInStaffAction,
  type StaffPortIn,
  staffPortInsQuery,
  useStaffPortInAction,
} from './staff-port-ins-api.ts';

const FILTERS: readonly { value: PortInQueueFilter; label: string }[] = [
  { value: 'all', label: 'Rejected or late' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'late', label: 'Late (30 days or more)' },
];

const EMPTY: Record<PortInQueueFilter, string> = {
  all: 'No port-ins are rejected or late.',
  rejected: 'No rejected port-ins.',
  late: 'No late port-ins.',
};

const filterOf = (value: string | null): PortInQueueFilter =>
  value === 'rejected' || value === 'late' ? value : 'all';

/** The actions that fit an order's status, with their confirmations and results. */
const ACTIONS: readonly {
  action: Exclude<PortInStaffAction, 'cancel'>;
  label: string;
  fits: (order: StaffPortIn) => boolean;
  confirm: (order: StaffPortIn) => string;
  /** The toast, from the order as the action left it. */
  done: (after: StaffPortIn) => string;
}[] = [
  {
    action: 'check',
    label: 'Check now',
    fits: (order) => order.status === 'submitted' || order.status === 'focDateSet',
    confirm: (order) => `Ask the carrier now how the port-in of ${order.formattedTn} stands?`,
    done: (after) => `Port-in ${after.id} checked: ${PORT_IN_STATUS_LABELS[after.status]}.`,
  },
  {
    action: 'resubmit',
    label: 'Resubmit',
    fits: (order) => order.status === 'rejected' || order.status === 'pending',
    confirm: (order) =>
      `Submit the port-in of ${order.formattedTn} to the carrier again with the billing details it has?`,
    done: (after) => `Port-in ${after.id} resubmitted.`,
  },
  {
    action: 'remind',
    label: 'Remind',
    fits: (order) => order.status === 'rejected',
    confirm: (order) =>
      `Mail ${order.account.name}'s admins the rejection of ${order.formattedTn} again, asking them to correct it?`,
    done: (after) => `Reminder about port-in ${after.id} sent.`,
  },
];

const cancellable = (order: StaffPortIn) => order.status !== 'completed' && order.status !== 'cancelled';

/** /admin/port-ins: the port-ins rejected or late (the admin home's count), with the staff actions on each. */
export function StaffPortInsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterOf(searchParams.get('state'));
  const [pageWindow, setPageWindow] = usePageWindow();
  const portIns = useQuery(staffPortInsQuery(filter, pageWindow));
  const act = useStaffPortInAction();
  const dialogs = useDialogs();
  const toasts = useToasts();

  function chooseFilter(next: PortInQueueFilter) {
    setPageWindow({ skip: 0, limit: pageWindow.limit });
    setSearchParams(next === 'all' ? {} : { state: next }, { replace: true });
  }

  /** Runs the action; a refusal shows in the Error dialog, a success in a toast. */
  async function perform(
    order: StaffPortIn,
    action: PortInStaffAction,
    done: (after: StaffPortIn) => string,
    note?: string,
  ) {
    const after = await act
      .mutateAsync({ id: order.id, action, ...(note ? { note } : {}) })
      .catch(() => null);
    if (after) toasts.show({ message: done(after), kind: 'success' });
  }

  async function confirmAndRun(order: StaffPortIn, entry: (typeof ACTIONS)[number]) {
    if (await dialogs.confirm({ action: entry.label, message: entry.confirm(order) }))
      await perform(order, entry.action, entry.done);
  }

  async function cancel(order: StaffPortIn) {
    const values = await dialogs.form({
      title: 'Cancel port-in',
      message: `Cancel the port-in of ${order.formattedTn} for ${order.account.name}? The customer is mailed the note.`,
      fields: [{ name: 'note', label: 'Note for the customer', type: 'textarea' }],
      validate: {
        note: (note) =>
          !note.trim()
            ? 'Please say why the port-in is cancelled.'
            : note.length > PORT_IN_CANCEL_NOTE_MAX
              ? `The note is at most ${PORT_IN_CANCEL_NOTE_MAX} characters.`
              : null,
      },
      submitLabel: 'Cancel port-in',
    });
    if (values) await perform(order, 'cancel', (after) => `Port-in ${after.id} cancelled.`, values.note);
  }

  return (
    <AdminListPage
      title="Port-ins"
      intro="Port-in orders the carrier rejected, or not completed 30 days after they were placed, oldest first."
      toolbar={
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
      }
      list={portIns}
      pageWindow={pageWindow}
      onPageWindow={setPageWindow}
      label="Port-ins"
      loadingText="Loading port-ins…"
      emptyText={EMPTY[filter]}
      columns={['Order', 'Account', 'Number', 'Carrier status', 'Placed', 'Days open', 'Last carrier event']}
      actionsColumn
      row={(order) => (
        <tr key={order.id}>
          <td>{order.id}</td>
          <td>
            {order.account.name}
            <br />
            <span className="muted">Account {order.account.id}</span>
          </td>
          <td>{order.formattedTn}</td>
          <td>
            {PORT_IN_STATUS_LABELS[order.status]}
            {order.parked && ' · Park plan'}
            {order.rejectReason && (
              <p className="muted">
                {order.rejectCode}: {order.rejectReason}
              </p>
            )}
          </td>
          <td>
            <RelativeDate date={order.placedDate} />
          </td>
          <td>{order.daysOpen}</td>
          <td>
            {order.lastCarrierEvent ? (
              <>
                {order.lastCarrierEvent.text}
                <br />
                <RelativeDate date={order.lastCarrierEvent.at} />
              </>
            ) : (
              'Not submitted yet'
            )}
          </td>
          <td>
            <div className="staff-port-in-actions">
              {ACTIONS.filter((entry) => entry.fits(order)).map((entry) => (
                <button
                  key={entry.action}
                  type="button"
                  className="link-button"
                  aria-label={`${entry.label} port-in ${order.id}`}
                  disabled={act.isPending}
                  onClick={() => void confirmAndRun(order, entry)}
                >
                  {entry.label}
                </button>
              ))}
              {cancellable(order) && (
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Cancel port-in ${order.id}`}
                  disabled={act.isPending}
                  onClick={() => void cancel(order)}
                >
                  Cancel
                </button>
              )}
            </div>
          </td>
        </tr>
      )}
    />
  );
}
