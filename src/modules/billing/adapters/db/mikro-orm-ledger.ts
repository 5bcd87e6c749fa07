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

  async balanceCents(accountId: number): Promise<number> {
    const rows = await this.#em().execute<{ balance: string }[]>(
      `select coalesce(sum(case when kind in ('charge', 'tax') then amount_cents else -amount_cents end), 0)::text as balance
         from billing.ledger_entry where account_id = ?`,
      [accountId],
    );
    return Number(rows[0]?.balance ?? 0);
  }
}
