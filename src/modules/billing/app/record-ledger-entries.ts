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
