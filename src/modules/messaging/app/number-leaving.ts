import type { Clock } from '../../../platform/clock/clock.ts';
import { transferAcceptedPending } from '../domain/ownership-transfer.errors.ts';
import type { OwnershipTransferRepository } from '../ports/ownership-transfer-repository.ts';

/**
 * The rule for a number about to leave its account some other way (release, port-out, change of brand):
 * an offered transfer is cancelled with it; an accepted one refuses (409), since the new owner was
 * promised the number: the admin cancels the transfer first. Runs in the caller's transaction.
 */
export function makeNumberLeaving({
  transfers,
  clock,
}: {
  transfers: OwnershipTransferRepository;
  clock: Clock;
}) {
  return async function numberLeaving(accountNumberId: number): Promise<void> {
    const now = clock.now();
    const open = await transfers.openOfNumber(accountNumberId, { lock: true });
    if (!open) return;
    if (open.status === 'accepted') throw transferAcceptedPending();
    if (!open.expireIfLapsed(now)) open.cancel(now);
    await transfers.flush();
  };
}
