import type { Clock } from '../../../platform/clock/clock.ts';
import { activateFirst, anniversaryDateOf, transferNotFound } from '../domain/activation.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { UnitOfWorkFlush } from '../ports/credential-repositories.ts';
import type { PendingTransfer, PendingTransfers } from '../ports/pending-transfers.ts';

export interface CompleteAccountTransferDeps {
  directory: AccountDirectory;
  transfers: PendingTransfers;
  unitOfWork: UnitOfWorkFlush;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * PATCH /api/telephone-numbers/inbound-transfers/{transferId} (docs/adr/0040): an account admin completes a
 * transfer into their own active account (a stub completes its transfers by activating); staff complete any.
 * Another account's transfer answers 404. The numbers arrive and the fees are charged in one transaction.
 */
export function makeCompleteAccountTransfer({
  directory,
  transfers,
  unitOfWork,
  clock,
  tx,
}: CompleteAccountTransferDeps) {
  return async function completeAccountTransfer(input: {
    caller: { accountId: number };
    staff: boolean;
    transferId: number;
  }): Promise<PendingTransfer> {
    return tx(async () => {
      const transfer = await transfers.find(input.transferId);
      if (!transfer || (!input.staff && transfer.accountId !== input.caller.accountId))
        throw transferNotFound();
      if (transfer.status === 'completed') return transfer;
      const account = await directory.accountById(transfer.accountId);
      if (!account) throw transferNotFound();
      if (account.isStub() && !input.staff) throw activateFirst();
      account.anniversaryDate = anniversaryDateOf(account, clock.now());
      await unitOfWork.flush();
      return transfers.complete({
        transferId: transfer.transferId,
        anniversaryDate: account.anniversaryDate,
      });
    });
  };
}
