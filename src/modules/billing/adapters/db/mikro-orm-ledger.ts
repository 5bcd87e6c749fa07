import type { EntityManager } from '@mikro-orm/postgresql';
import type { LedgerEntry } from '../../domain/ledger-entry.ts';
import type { LedgerRepository } from '../../ports/ledger-repository.ts';

export class MikroOrmLedgerRepository implements LedgerRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(entries: LedgerEntry[]): Promise<void> {
    await this.#em().persist(entries).flush();
  }

  async addOnce(entry: LedgerEntry): Promise<boolean> {
    const em = this.#em();
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`ledger:${entry.reference}`]);
    const found = await em.execute<{ id: number }[]>(
      'select id from billing.ledger_entry where account_id = ? and kind = ? and reference = ? limit 1',
      [entry.accountId, entry.kind, entry.reference],
    );
    if (found.length) return false;
    await em.persist(entry).flush();
    return true;
  }

  async balanceCents(accountId: number): Promise<number> {
    const rows = await this.#em().execute<{ balance: string }[]>(
      `select coalesce(sum(case when kind in ('charge', 'tax') then amount_cents else -amount_cents end), 0)::text as balance
         from billing.ledger_entry where account_id = ?`,
      [accountId],
    );
    return Number(rows[0]?.balance ?? 0);
  }
}
