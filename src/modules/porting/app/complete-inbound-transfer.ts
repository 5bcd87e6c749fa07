import type { Clock } from '../../../platform/clock/clock.ts';
import { InboundTransferNotFound } from '../domain/porting.errors.ts';
import type { InboundTransferRepository } from '../ports/inbound-transfer-repository.ts';
import type { TransferLedger } from '../ports/transfer-ledger.ts';
import type { TransferredNumbers } from '../ports/transferred-numbers.ts';
import { type InboundTransferView, toInboundTransferView } from './inbound-transfer-view.ts';

export interface CompleteInboundTransferDeps {
  transfers: InboundTransferRepository;
  numbers: TransferredNumbers;
  ledger: TransferLedger;
  clock: Clock;
}

const plural = (count: number) => (count === 1 ? '1 number' : `${count} numbers`);

/**
 * Completes a pending transfer (docs/adr/0040): its numbers join the account on the Park plan with the
 * account's anniversary date, and the account is charged the transfer fee (billTo 'new' only) and the
 * Park plan's first month, each with a reference of its own. A completed transfer answers as it is, giving
 * and charging nothing again. Runs in the caller's transaction.
 */
export function makeCompleteInboundTransfer({
  transfers,
  numbers,
  ledger,
  clock,
}: CompleteInboundTransferDeps) {
  return async function completeInboundTransfer(input: {
    transferId: number;
    anniversaryDate: string;
  }): Promise<InboundTransferView> {
    const transfer = await transfers.byId(input.transferId);
    if (!transfer) throw new InboundTransferNotFound();
    if (transfer.status === 'completed') return toInboundTransferView(transfer);
    transfer.complete(clock.now());
    if (!(await transfers.markCompleted(transfer))) {
      const now = await transfers.byId(input.transferId);
      return toInboundTransferView(now ?? transfer);
    }
    await numbers.give({
      accountId: transfer.accountId,
      numbers: transfer.tns.map((tn) => ({
        tn,
        planId: transfer.planId,
        mrcCents: transfer.parkMrcCents,
        anniversaryDate: input.anniversaryDate,
      })),
    });
    const charges = transfer.charges();
    const count = plural(transfer.tns.length);
    const entries = [
      {
        amountCents: charges.transferFeeCents,
        description: `Transfer fee, ${count}`,
        reference: `transfer:${transfer.id}:fee`,
      },
      {
        amountCents: charges.parkCents,
        description: `Park plan, first month, ${count}`,
        reference: `transfer:${transfer.id}:park`,
      },
    ].filter((entry) => entry.amountCents > 0);
    await ledger.charge({ accountId: transfer.accountId, entries });
    return toInboundTransferView(transfer);
  };
}
