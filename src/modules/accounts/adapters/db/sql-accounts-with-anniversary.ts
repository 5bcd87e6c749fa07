import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountSchema } from './accounts.mapping.ts';

/** Ids of the accounts that have an anniversary date (recurring billing bills their user seats monthly). */
export function accountsWithAnniversary(em: () => EntityManager) {
  return async (): Promise<number[]> => {
    const rows = await em().find(
      AccountSchema,
      { anniversaryDate: { $ne: null } },
      { fields: ['id'], orderBy: { id: 'asc' } },
    );
    return rows.map((row) => row.id);
  };
}
