import type { LedgerEntry } from '../domain/ledger-entry.ts';

export interface LedgerRepository {
  /** Appends in the current transaction (the caller's, when it has one). */
  add(entries: LedgerEntry[]): Promise<void>;
  /**
   * Appends the entry unless the account already has one of its kind and reference (a retried payment),
   * serialised on the reference so two concurrent retries add one. Runs inside a transaction. Answers whether
   * it added.
   */
  addOnce(entry: LedgerEntry): Promise<boolean>;
  /** The sum of the account's entries' balance effects (cents). */
  balanceCents(accountId: number): Promise<number>;
}
