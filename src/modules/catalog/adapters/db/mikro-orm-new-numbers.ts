import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import type { NewNumberLookup, NewNumberQuery, NewNumberRow } from '../../ports/new-number-lookup.ts';

type EmSource = () => EntityManager;

const ORDER: Record<NewNumberQuery['sort'], string> = {
  tn: 'n.num asc',
  '-createdAt': 'n.created_at desc, n.id desc',
};

interface Row {
  tn: string;
  price_cents: number;
  cost_cents: number;
  vendor: string;
  status: string;
  negotiable: boolean;
  created_at: Date;
}

/** Plain SQL over catalog.number: the count stops at the cap instead of counting a whole table. */
export class MikroOrmNewNumberLookup implements NewNumberLookup {
  readonly #em: EmSource;
  constructor(em: EmSource) {
    this.#em = em;
  }

  async page(query: NewNumberQuery): Promise<{ rows: NewNumberRow[]; total: number }> {
    const params: unknown[] = [];
    let where = 'true';
    if (query.digits) {
      // Digits anywhere in the national number, or the start of the E.164 digits ('1201555...').
      params.push(`%${query.digits}%`, `+${query.digits}%`);
      where = '(n.digits like $1 or n.tn like $2)';
    }
    const rows = await this.#query<Row>(
      `select n.tn, n.price_cents, n.cost_cents, n.vendor, n.status, n.negotiable, n.created_at
       from catalog.number n where ${where} order by ${ORDER[query.sort]}
       limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, query.limit, query.offset],
    );
    const [count] = await this.#query<{ total: number }>(
      `select count(*)::int as total from (select 1 from catalog.number n where ${where} limit $${params.length + 1}) capped`,
      [...params, query.countCap],
    );
    return {
      rows: rows.map((row) => ({
        tn: row.tn,
        priceCents: row.price_cents,
        costCents: row.cost_cents,
        vendor: row.vendor,
        status: row.status,
        negotiable: row.negotiable,
        createdAt: new Date(row.created_at),
      })),
      total: count?.total ?? 0,
    };
  }

  async #query<T>(text: string, values: unknown[]): Promise<T[]> {
    const result = await this.#em().getKysely().executeQuery(CompiledQuery.raw(text, values));
    return result.rows as T[];
  }
}
