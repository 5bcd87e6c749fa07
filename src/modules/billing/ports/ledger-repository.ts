import type { LedgerEntry } from '../domain/ledger-entry.ts';

export interface LedgerRepository {
  /** Appends in the current transaction (the caller's, when it has one). */
  add(entries: LedgerEntry[]): Promise<void>;
  /** The sum of the account's entries' balance effects (cents). */
  balanceCents(accountId: number): Promise<number>;
}
