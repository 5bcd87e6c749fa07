import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { InvitationRepository } from '../ports/invitation-repository.ts';
import { toAccountInvitationView } from './invitation-views.ts';

export interface ListAccountInvitationsDeps {
  invitations: InvitationRepository;
  clock: Clock;
}

/** The admin's list of the account's invitations nobody accepted yet (pending or expired). */
export function makeListAccountInvitations({ invitations, clock }: ListAccountInvitationsDeps) {
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
