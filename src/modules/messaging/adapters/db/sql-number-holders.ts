import type { EntityManager } from '@mikro-orm/postgresql';
import type { NumberHolders } from '../../ports/number-holders.ts';

export class SqlNumberHolders implements NumberHolders {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async accountOf(tn: string): Promise<number | null> {
    const rows: Array<{ account_id: number }> = await this.#em().execute(
      'select account_id from messaging.account_number where tn = ? limit 1',
      [tn],
    );
    return rows[0]?.account_id ?? null;
  }
}
