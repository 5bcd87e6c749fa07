import type { Clock } from '../../../platform/clock/clock.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { transferNotFound } from '../domain/ownership-transfer.errors.ts';
import type { OwnershipTransferRepository } from '../ports/ownership-transfer-repository.ts';
import type { TransferNumbers } from '../ports/transfer-numbers.ts';
import type { TransferParties } from '../ports/transfer-parties.ts';
import { heldNumber } from './transfer-views.ts';

export interface CancelOwnershipTransferDeps {
  transfers: OwnershipTransferRepository;
  numbers: TransferNumbers;
  parties: TransferParties;
  mailer: Mailer;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * The sending account withdraws its open transfer (offered or accepted, never completed): the link stops
 * working at once. A new owner who had accepted is told by mail.
 */
export function makeCancelOwnershipTransfer(deps: CancelOwnershipTransferDeps) {
  const { transfers, numbers, parties, mailer, clock, tx } = deps;
  return async function cancelOwnershipTransfer(input: { accountId: number; tn: string }): Promise<void> {
    const now = clock.now();
    await tx(async () => {
      const number = await heldNumber(numbers, input.accountId, input.tn);
      const transfer = await transfers.openOfNumber(number.id, { lock: true });
      if (!transfer?.isOpenAt(now)) throw transferNotFound();
      const wasAccepted = transfer.status === 'accepted';
      transfer.cancel(now);
      await transfers.flush();
      if (!wasAccepted) return;
      const from = await parties.account(input.accountId);
      await mailer.send({
        to: transfer.email,
        subject: `The transfer of ${number.humanTn()} was cancelled`,
        text: `${from?.company ?? 'The current owner'} cancelled the transfer of ${number.humanTn()} to you. The number stays with them.`,
        category: 'ownership-transfer',
      });
    });
  };
}
