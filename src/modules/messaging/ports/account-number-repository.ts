import type { ListQuery } from '../../../shared/list-query.ts';
import type { AccountNumber } from '../domain/account-number.ts';
import type { NumberSearch } from '../domain/number-search.ts';

/** Whose numbers a list shows: the account's, or with `assignedUserId` only those given to that user. */
export interface NumberOwner {
  accountId: number;
  assignedUserId?: number;
}

/** The numbers accounts hold (messaging.account_number). */
export interface AccountNumberRepository {
  /** How many numbers the account holds. */
  countOfAccount(accountId: number): Promise<number>;
  /** The numbers (E.164) the account holds, in number order. */
  tnsOfAccount(accountId: number): Promise<string[]>;
  /** Stores the numbers and sets their ids. */
  add(numbers: AccountNumber[]): Promise<void>;
  /**
   * A page of the owner's numbers under a checked list query (and the search box's text, if any), and how
   * many match in all.
   */
  list(
    owner: NumberOwner,
    query: ListQuery,
    search?: NumberSearch | null,
  ): Promise<{ data: AccountNumber[]; total: number }>;
  /**
   * The owner's number (E.164), or null; `lock` holds its row until the transaction ends, so two requests
   * changing it run one after the other.
   */
  findOfOwner(owner: NumberOwner, tn: string, options?: { lock?: boolean }): Promise<AccountNumber | null>;
  /** Writes the changes made to a loaded number. */
  save(number: AccountNumber): Promise<void>;
  /** Deletes the number: it leaves the account (and recurring billing, which bills rows that exist). */
  remove(number: AccountNumber): Promise<void>;
}
