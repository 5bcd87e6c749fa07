import type { Clock } from '../../../platform/clock/clock.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { dateOf } from '../../../shared/proration.ts';
import { handOver } from '../domain/ownership-transfer.ts';
import type { NumberCarrier } from '../ports/number-carrier.ts';
import type { OwnershipTransferRepository } from '../ports/ownership-transfer-repository.ts';
import type { TransferNumbers } from '../ports/transfer-numbers.ts';
import type { TransferParties } from '../ports/transfer-parties.ts';
import { humanTnOf } from './transfer-views.ts';

export interface CompleteDueTransfersDeps {
  transfers: OwnershipTransferRepository;
  numbers: TransferNumbers;
  parties: TransferParties;
  mailer: Mailer;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** The old owner's forwarding is stopped at the carrier before the number moves (docs/adr/0036). */
  carrier: Pick<NumberCarrier, 'setForwarding'>;
}

type Outcome = 'completed' | 'cancelled' | 'skipped';

/**
 * The ownership-transfer job: stores lapsed offers as expired, then moves every accepted number whose day
 * has come, each in its own transaction over the locked transfer and number rows. Run twice, or by two
 * workers at once, a transfer completes once: the second finds it completed and skips it. Forwarding to the old
 * owner's destination is stopped at the carrier first; if the carrier fails, the move waits for the next run.
 */
export function makeCompleteDueTransfers(deps: CompleteDueTransfersDeps) {
  const { transfers, numbers, parties, mailer, clock, tx } = deps;

  async function completeOne(id: number, now: Date): Promise<Outcome> {
    const transfer = await transfers.byId(id, { lock: true });
    if (!transfer?.isDue(dateOf(now)) || transfer.toAccountId === null) return 'skipped';
    const number = await numbers.byId(transfer.accountNumberId, { lock: true });
    if (number?.accountId !== transfer.fromAccountId) {
      // The number left the account some other way; there is nothing to move.
      transfer.cancel(now);
      await transfers.flush();
      return 'cancelled';
    }
    if (number.forwardTo !== null) await deps.carrier.setForwarding({ tn: number.tn, forwardTo: null });
    handOver(number, transfer.toAccountId);
    transfer.complete(now);
    await numbers.flush();
    const [to, sender, receiver] = await Promise.all([
      parties.account(transfer.toAccountId),
      parties.emailOf(transfer.startedByUserId),
      transfer.acceptedByUserId === null ? null : parties.emailOf(transfer.acceptedByUserId),
    ]);
    const humanTn = humanTnOf(transfer.tn);
    if (sender)
      await mailer.send({
        to: sender,
        subject: `${humanTn} was transferred`,
        text: `${humanTn} moved to ${to?.company ?? 'its new owner'} today, with its plan. It is no longer in your account and no longer billed to you.`,
        category: 'ownership-transfer',
      });
    if (receiver)
      await mailer.send({
        to: receiver,
        subject: `${humanTn} is now yours`,
        text: `${humanTn} moved to ${to?.company ?? 'your account'} today, with its plan. Find it in My Numbers to set its forwarding, PIN and lock.`,
        category: 'ownership-transfer',
      });
    return 'completed';
  }

  return async function completeDueTransfers(): Promise<Record<Outcome | 'expired', number>> {
    const now = clock.now();
    const expired = await tx(() => transfers.expireLapsedOffers(now));
    const ids = await tx(() => transfers.dueIds(dateOf(now)));
    const counts = { completed: 0, cancelled: 0, skipped: 0, expired };
    for (const id of ids) counts[await tx(() => completeOne(id, now))] += 1;
    return counts;
  };
}
