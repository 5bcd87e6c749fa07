import type { ListQuery } from '../../../shared/list-query.ts';
import type { AccountNumber } from '../domain/account-number.ts';

/** The numbers accounts hold (messaging.account_number). */
export interface AccountNumberRepository {
  /** How many numbers the account holds. */
  countOfAccount(accountId: number): Promise<number>;
  /** Stores the numbers and sets their ids. */
  add(numbers: AccountNumber[]): Promise<void>;
  /**
   * A page of the account's numbers under a checked list query, and how many match in all; with
   * `assignedUserId`, only the numbers given to that user.
   */
  list(
    owner: { accountId: number; assignedUserId?: number },
    query: ListQuery,
  ): Promise<{ data: AccountNumber[]; total: number }>;
}
