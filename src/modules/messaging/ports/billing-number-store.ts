import type { AccountNumber } from '../domain/account-number.ts';

/** The account numbers as recurring billing reads and moves them (messaging.account_number). */
export interface BillingNumberStore {
  ofAccount(accountId: number): Promise<AccountNumber[]>;
  /** Accounts holding a number with an anniversary whose paid-through (or first period's end) is on or before the date. */
  accountsDue(onOrBefore: string): Promise<number[]>;
  setPaidThrough(accountNumberId: number, date: string): Promise<void>;
  remove(accountNumberId: number): Promise<void>;
}
