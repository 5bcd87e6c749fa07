import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { InvitationRepository } from '../ports/invitation-repository.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { nameOf, type ReceivedInvitationView, toReceivedInvitationView } from './invitation-views.ts';

export interface ListMyInvitationsDeps {
  invitations: InvitationRepository;
  users: UserRepository;
  directory: AccountDirectory;
  clock: Clock;
}

/** The signed-in user's open invitations to other accounts, to accept from the account area. */
export function makeListMyInvitations({ invitations, users, directory, clock }: ListMyInvitationsDeps) {
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
