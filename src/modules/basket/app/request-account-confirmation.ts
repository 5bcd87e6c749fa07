import type { Clock } from '../../../platform/clock/clock.ts';
import { AccountConfirmation } from '../domain/account-confirmation.ts';
import type { AccountConfirmationRepository } from '../ports/account-confirmation-repository.ts';

export interface RequestAccountConfirmationDeps {
  confirmations: AccountConfirmationRepository;
  clock: Clock;
  /** A random UUID v4: the link's only secret, so never a sequence. */
  newUuid: () => string;
}

/**
 * For checkout (an order held for automated fraud review) and later staff-created stub accounts: opens a
 * confirmation in the CALLER's transaction and answers its uuid for the /confirm-account?uuid= link. An
 * account with one still open gets that one again, so a retried checkout mails the same link.
 */
export function makeRequestAccountConfirmation({
  confirmations,
  clock,
  newUuid,
}: RequestAccountConfirmationDeps) {
  return async function requestAccountConfirmation(input: {
    accountId: number;
    userId: number;
  }): Promise<string> {
    const open = await confirmations.openOfAccount(input.accountId);
    if (open) return open.uuid;
    const confirmation = AccountConfirmation.open({ ...input, uuid: newUuid(), now: clock.now() });
    await confirmations.add(confirmation);
    return confirmation.uuid;
  };
}
