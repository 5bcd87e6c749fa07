import type { ListQuery } from '../../../shared/list-query.ts';
import type { LedgerKind } from '../domain/ledger-entry.ts';

/** One ledger line as the account pages read it; balanceCents: the account's balance after this entry. */
export interface LedgerLine {
  id: number;
  kind: LedgerKind;
  amountCents: number;
  description: string;
  createdAt: Date;
  balanceCents: number;
}

/** Reads of one account's ledger for the billing pages (the writes stay in LedgerRepository). */
export interface LedgerReader {
  /** A page of the account's entries (filters and order of the list query; ties newest id first). */
  page(accountId: number, query: ListQuery): Promise<{ data: LedgerLine[]; total: number }>;
  /** The months (UTC, 'YYYY-MM') with at least one entry, newest first, with their entry counts. */
  months(accountId: number): Promise<{ month: string; entries: number }[]>;
  /** The balance from every entry before `instant`. */
  balanceBefore(accountId: number, instant: Date): Promise<number>;
  /** The entries in [from, to), oldest first. */
  between(accountId: number, from: Date, to: Date): Promise<LedgerLine[]>;
}
