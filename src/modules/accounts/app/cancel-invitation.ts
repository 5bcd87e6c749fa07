import type { MemberCaller } from '../../../platform/http/caller.ts';
import { invitationNotFound } from '../domain/accounts.errors.ts';
import type { InvitationRepository } from '../ports/invitation-repository.ts';

export interface CancelInvitationDeps {
  invitations: InvitationRepository;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The admin withdraws an invitation: its link stops working at once. */
export function makeCancelInvitation({ invitations, tx }: CancelInvitationDeps) {
  return async function cancelInvitation(caller: MemberCaller, id: number): Promise<void> {
    await tx(async () => {
      const invitation = await invitations.byId(id);
      if (!invitation || invitation.accountId !== caller.accountId || invitation.acceptedAt)
        throw invitationNotFound();
      await invitations.remove(invitation);
    });
  };
}
