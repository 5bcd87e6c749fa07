import type { Clock } from '../../../platform/clock/clock.ts';
import type { OwnershipTransferRepository } from '../ports/ownership-transfer-repository.ts';
import type { TransferNumbers } from '../ports/transfer-numbers.ts';
import type { TransferParties } from '../ports/transfer-parties.ts';
import { heldNumber, type OwnershipTransferView, toOwnershipTransferView } from './transfer-views.ts';

export interface GetOwnershipTransferDeps {
  transfers: OwnershipTransferRepository;
  numbers: TransferNumbers;
  parties: TransferParties;
  clock: Clock;
}

/** The Ownership Transfer page's state: the number, and its newest transfer from this account (or none). */
export function makeGetOwnershipTransfer({ transfers, numbers, parties, clock }: GetOwnershipTransferDeps) {
  return async function getOwnershipTransfer(input: { accountId: number; tn: string }): Promise<{
    tn: string;
    humanTn: string;
    transfer: OwnershipTransferView | null;
  }> {
    const number = await heldNumber(numbers, input.accountId, input.tn);
    const transfer = await transfers.latestOfNumber(number.id, input.accountId);
    const to = transfer?.toAccountId ? await parties.account(transfer.toAccountId) : null;
    return {
      tn: number.tn,
      humanTn: number.humanTn(),
      transfer: transfer ? toOwnershipTransferView(transfer, clock.now(), to?.company ?? null) : null,
    };
  };
}
