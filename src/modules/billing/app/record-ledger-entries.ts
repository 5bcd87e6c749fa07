import type { Clock } from '../../../platform/clock/clock.ts';
import { LedgerEntry, type LedgerEntryInput } from '../domain/ledger-entry.ts';
import type { LedgerRepository } from '../ports/ledger-repository.ts';

export interface RecordLedgerEntriesDeps {
  ledger: LedgerRepository;
  clock: Clock;
}

/** The facade's ledger.record: appends in the caller's transaction, all entries or (one invalid) none. */
export function makeRecordLedgerEntries(deps: RecordLedgerEntriesDeps) {
  return async function recordLedgerEntries(input: {
    accountId: number;
    entries: LedgerEntryInput[];
  }): Promise<void> {
    const now = deps.clock.now();
    const entries = input.entries.map((entry) => new LedgerEntry(input.accountId, entry, now));
    if (entries.length) await deps.ledger.add(entries);
  };
}

/**
 * The facade's ledger.recordOnce: appends the entry unless the account already has one of its kind and
 * reference (a retried job or webhook), in the caller's transaction. Answers whether it added.
 */
export function makeRecordLedgerEntryOnce(deps: RecordLedgerEntriesDeps) {
  return async function recordLedgerEntryOnce(input: {
    accountId: number;
    entry: LedgerEntryInput;
  }): Promise<boolean> {
    return deps.ledger.addOnce(new LedgerEntry(input.accountId, input.entry, deps.clock.now()));
  };
}
