import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import type { LedgerEntry, LedgerKind } from '../../domain/ledger-entry.ts';
import type { LedgerLine, LedgerReader } from '../../ports/ledger-reader.ts';
import { LedgerEntrySchema } from './billing.mapping.ts';

const EFFECT = "case when kind in ('charge', 'tax') then amount_cents else -amount_cents end";

interface BalanceRow {
  id: number;
  balance: string;
}

/** The billing pages' reads of billing.ledger_entry; running balances by a window over the account's entries. */
export class SqlLedgerReader implements LedgerReader {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async page(accountId: number, query: ListQuery) {
    const [entries, total] = await this.#em().findAndCount(
      LedgerEntrySchema,
      { ...query.where, accountId } as FilterQuery<LedgerEntry>,
      { orderBy: { ...query.orderBy, id: 'desc' }, limit: query.limit, offset: query.offset },
    );
    const balances = await this.#balancesAfter(
      accountId,
      entries.map((entry) => entry.id),
    );
    return { data: entries.map((entry) => lineOf(entry, balances.get(entry.id) ?? 0)), total };
  }

  async months(accountId: number) {
    const rows = await this.#em().execute<{ month: string; entries: string }[]>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::text as entries
         from billing.ledger_entry where account_id = ? group by 1 order by 1 desc`,
      [accountId],
    );
    return rows.map((row) => ({ month: row.month, entries: Number(row.entries) }));
  }

  async balanceBefore(accountId: number, instant: Date) {
    const rows = await this.#em().execute<{ balance: string }[]>(
      `select coalesce(sum(${EFFECT}), 0)::text as balance
         from billing.ledger_entry where account_id = ? and created_at < ?`,
      [accountId, instant],
    );
    return Number(rows[0]?.balance ?? 0);
  }

  async between(accountId: number, from: Date, to: Date) {
    const entries = await this.#em().find(
      LedgerEntrySchema,
      { accountId, createdAt: { $gte: from, $lt: to } },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const balances = await this.#balancesAfter(
      accountId,
      entries.map((entry) => entry.id),
    );
    return entries.map((entry) => lineOf(entry, balances.get(entry.id) ?? 0));
  }

  /** Each entry's running balance: the sum of the account's entries up to it (by time, then id). */
  async #balancesAfter(accountId: number, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.#em().execute<BalanceRow[]>(
      `select id, balance::text from (
         select id, sum(${EFFECT}) over (order by created_at, id) as balance
           from billing.ledger_entry where account_id = ?
       ) running where id in (${ids.map(() => '?').join(', ')})`,
      [accountId, ...ids],
    );
    return new Map(rows.map((row) => [Number(row.id), Number(row.balance)]));
  }
}

function lineOf(entry: LedgerEntry, balanceCents: number): LedgerLine {
  return {
    id: entry.id,
    kind: entry.kind as LedgerKind,
    amountCents: entry.amountCents,
    description: entry.description,
    createdAt: entry.createdAt,
    balanceCents,
  };
}
