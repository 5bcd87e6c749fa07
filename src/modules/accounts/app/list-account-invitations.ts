import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { AccountsDeps } from './deps.ts';
import { toAccountInvitationView } from './invitation-views.ts';

/** The admin's list of the account's invitations nobody accepted yet (pending or expired). */
export function makeListAccountInvitations({
  invitations,
  clock,
}: Pick<AccountsDeps, 'invitations' | 'clock'>) {
  return async function listAccountInvitations(
    caller: MemberCaller,
    page: { limit: number; offset: number },
  ) {
    const { data, total } = await invitations.unacceptedOfAccount(caller.accountId, page);
    const now = clock.now();
    return {
      data: data.map((invitation) => toAccountInvitationView(invitation, now)),
      total,
      limit: page.limit,
      skip: page.offset,
    };
  };
}
