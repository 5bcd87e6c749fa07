import type { AccountNumber } from '../domain/account-number.ts';

/** The numbers accounts hold (messaging.account_number). */
export interface AccountNumberRepository {
  /** How many numbers the account holds. */
  countOfAccount(accountId: number): Promise<number>;
  /** Stores the numbers and sets their ids. */
  add(numbers: AccountNumber[]): Promise<void>;
}
