import type { AccountNumber } from '../domain/account-number.ts';
import type { OwnershipTransfer } from '../domain/ownership-transfer.ts';
import type { OwnershipTransferRepository } from '../ports/ownership-transfer-repository.ts';
import type { TransferNumbers } from '../ports/transfer-numbers.ts';
import type { TransferAccount, TransferParties } from '../ports/transfer-parties.ts';

/** Transfers in an array; `add` refuses a second open transfer of a number, as the unique index does. */
export class InMemoryOwnershipTransfers implements OwnershipTransferRepository {
  readonly rows: OwnershipTransfer[] = [];

  async add(transfer: OwnershipTransfer): Promise<void> {
    if (this.rows.some((row) => row.accountNumberId === transfer.accountNumberId && isStoredOpen(row)))
      throw new Error('duplicate key value violates unique constraint "ownership_transfer_open_unique"');
    transfer.id = this.rows.length + 1;
    this.rows.push(transfer);
  }
  async openOfNumber(accountNumberId: number) {
    return this.rows.find((row) => row.accountNumberId === accountNumberId && isStoredOpen(row)) ?? null;
  }
  async latestOfNumber(accountNumberId: number, fromAccountId: number) {
    return (
      this.rows.findLast(
        (row) => row.accountNumberId === accountNumberId && row.fromAccountId === fromAccountId,
      ) ?? null
    );
  }
  async byTokenHash(tokenHash: string) {
    return this.rows.find((row) => row.tokenHash === tokenHash) ?? null;
  }
  async byId(id: number) {
    return this.rows.find((row) => row.id === id) ?? null;
  }
  async dueIds(today: string) {
    return this.rows.filter((row) => row.isDue(today)).map((row) => row.id);
  }
  async expireLapsedOffers(now: Date) {
    return this.rows.filter((row) => row.expireIfLapsed(now)).length;
  }
  async flush(): Promise<void> {}
}

const isStoredOpen = (row: OwnershipTransfer) => row.status === 'offered' || row.status === 'accepted';

export class InMemoryTransferNumbers implements TransferNumbers {
  readonly rows: AccountNumber[] = [];

  add(number: AccountNumber): AccountNumber {
    number.id = this.rows.length + 1;
    this.rows.push(number);
    return number;
  }
  async heldBy(accountId: number, tn: string) {
    return this.rows.find((row) => row.accountId === accountId && row.tn === tn) ?? null;
  }
  async byId(id: number) {
    return this.rows.find((row) => row.id === id) ?? null;
  }
  async flush(): Promise<void> {}
}

/** Accounts and users for transfer tests: `users` maps a user id to their email and memberships. */
export class InMemoryTransferParties implements TransferParties {
  readonly accounts = new Map<number, TransferAccount>();
  readonly users = new Map<number, { email: string; roles: Map<number, 'admin' | 'user'> }>();

  async account(accountId: number) {
    return this.accounts.get(accountId) ?? null;
  }
  async accountsOf(userId: number) {
    const roles = this.users.get(userId)?.roles ?? new Map();
    return [...roles].map(([accountId, role]) => ({ ...this.accounts.get(accountId)!, role }));
  }
  async emailOf(userId: number) {
    return this.users.get(userId)?.email ?? null;
  }
  async hasLogin(email: string) {
    return [...this.users.values()].some((user) => user.email === email);
  }
}
