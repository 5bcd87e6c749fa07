import type { AccountNumber } from '../domain/account-number.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';

export class InMemoryAccountNumbers implements AccountNumberRepository {
  readonly rows: AccountNumber[] = [];

  async countOfAccount(accountId: number): Promise<number> {
    return this.rows.filter((number) => number.accountId === accountId).length;
  }

  async add(numbers: AccountNumber[]): Promise<void> {
    for (const number of numbers) {
      number.id = this.rows.length + 1;
      this.rows.push(number);
    }
  }
}
