import type { AccountNumber } from '../domain/account-number.ts';

/** Loads an account's numbers to change them in place (change-brand, anniversary-date change). */
export interface AccountNumberMoves {
  /** The account's numbers among `tns` (E.164); the others are simply absent. */
  ofAccountByTns(accountId: number, tns: string[]): Promise<AccountNumber[]>;
  /** The account's numbers by id; ids of other accounts are simply absent. */
  ofAccountByIds(accountId: number, ids: number[]): Promise<AccountNumber[]>;
  /** Writes the changes made to loaded numbers (current transaction). */
  flush(): Promise<void>;
}
