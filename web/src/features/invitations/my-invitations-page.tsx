import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import type { ReceivedInvitation } from './invitations-api.ts';
import { myInvitationsQuery, useAcceptMyInvitationMutation } from './invitations-api.ts';

/** /account/invitations: accounts that invited the signed-in user, each to accept. */
export function MyInvitationsPage() {
  const invitations = useQuery(myInvitationsQuery);
  const rows = invitations.data?.data ?? [];
  return (
    <section className="page">
      <h1>Invitations</h1>
      <div className="card">
        {invitations.isPending && <p role="status">Loading your invitations…</p>}
        <InlineError error={invitations.error} fallback={LIST_LOAD_FAILED} />
        {invitations.isSuccess && rows.length === 0 && <p>You have no open invitations.</p>}
        {rows.length > 0 && (
          <ul className="item-list" aria-label="Invitations">
            {rows.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        )}
      </div>
      <p>
        <Link to="/account/profile">Back to Profile</Link>
      </p>
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: ReceivedInvitation }) {
  const accept = useAcceptMyInvitationMutation();
  const toasts = useToasts();

  async function acceptInvitation() {
    const accepted = await accept.mutateAsync(invitation.id).catch(() => undefined);
    if (accepted) {
      toasts.show({
        message: `You joined ${accepted.company}. Switch to it from the account menu.`,
        kind: 'success',
      });
    }
  }

  return (
    <li className="item-list__item">
      <div className="item-list__main">
        <span className="item-list__title">{invitation.company}</span>
        <span className="muted">
          {invitation.invitedBy} invited you as {invitation.role === 'admin' ? 'an admin' : 'a user'} ·
          expires <RelativeDate date={invitation.expiresAt} />
        </span>
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          aria-label={`Accept the invitation to ${invitation.company}`}
          disabled={accept.isPending}
          onClick={() => void acceptInvitation()}
        >
          Accept
        </button>
      </div>
    </li>
  );
}
