import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { AccountsDeps } from './deps.ts';
import { type ReceivedInvitationView, toReceivedInvitationView } from './invitation-views.ts';

type Deps = Pick<AccountsDeps, 'invitations' | 'users' | 'directory' | 'clock'>;

/** The signed-in user's open invitations to other accounts, to accept from the account area. */
export function makeListMyInvitations({ invitations, users, directory, clock }: Deps) {
  return async function listMyInvitations(caller: MemberCaller): Promise<ReceivedInvitationView[]> {
    const me = await users.byId(caller.userId);
    if (!me) return [];
    const views: ReceivedInvitationView[] = [];
    for (const invitation of await invitations.pendingForEmail(me.email, clock.now())) {
      const [account, membership, inviter] = await Promise.all([
        directory.accountById(invitation.accountId),
        directory.membership(me.id, invitation.accountId),
        users.byId(invitation.invitedByUserId),
      ]);
      if (!account || membership) continue;
      views.push(toReceivedInvitationView(invitation, account, nameOf(inviter)));
    }
    return views;
  };
}

export const nameOf = (user: { firstName: string; lastName: string } | null) =>
  user ? `${user.firstName} ${user.lastName}`.trim() : 'An admin';
