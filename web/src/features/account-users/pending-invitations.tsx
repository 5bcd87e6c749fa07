import { useQuery } from '@tanstack/react-query';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { Paginator, usePageWindow } from '../../ui/paginator.tsx';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import type { AccountInvitation } from './users-api.ts';
import { accountInvitationsQuery, useCancelInvitationMutation } from './users-api.ts';

const STATUS_LABELS: Record<AccountInvitation['status'], string> = {
  pending: 'Pending',
  expired: 'Expired',
  accepted: 'Accepted',
};

/** Invitations sent from this account that nobody accepted yet; the admin may cancel them. */
export function PendingInvitations() {
  const [pageWindow, setPageWindow] = usePageWindow();
  const invitations = useQuery(accountInvitationsQuery(pageWindow));
  const rows = invitations.data?.data ?? [];
  const total = invitations.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <section className="card" aria-labelledby="invitations-list">
      <h2 id="invitations-list">Invitations</h2>
      <p className="muted">They join the account once they accept the emailed link.</p>
      <ul className="item-list" aria-label="Invitations">
        {rows.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </ul>
      <Paginator
        total={total}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={setPageWindow}
        label="Invitations pages"
      />
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: AccountInvitation }) {
  const cancel = useCancelInvitationMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();

  async function cancelInvitation() {
    const confirmed = await dialogs.confirm({
      action: 'Cancel Invitation',
      message: `Cancel the invitation sent to ${invitation.email}? Its link stops working at once.`,
    });
    if (!confirmed) return;
    const cancelled = await cancel.mutateAsync(invitation.id).then(
      () => true,
      () => false,
    );
    if (cancelled)
      toasts.show({ message: `The invitation to ${invitation.email} was cancelled.`, kind: 'success' });
  }

  return (
    <li className="item-list__item">
      <div className="item-list__main">
        <span className="item-list__title">{invitation.email}</span>
        <span className="muted">
          {STATUS_LABELS[invitation.status]} · {invitation.role === 'admin' ? 'Admin' : 'User'} ·{' '}
          {invitation.status === 'expired' ? 'expired ' : 'expires '}
          <RelativeDate date={invitation.expiresAt} />
        </span>
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button"
          aria-label={`Cancel the invitation to ${invitation.email}`}
          disabled={cancel.isPending}
          onClick={() => void cancelInvitation()}
        >
          Cancel
        </button>
      </div>
    </li>
  );
}
