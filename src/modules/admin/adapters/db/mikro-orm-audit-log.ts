import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import type { AuditEntry } from '../../domain/audit-entry.ts';
import type { AuditLog, AuditLogReader } from '../../ports/audit-log.ts';
import { AuditEntrySchema } from './admin.mapping.ts';

export class MikroOrmAuditLog implements AuditLog, AuditLogReader {
  readonly #em: () => EntityManager;
  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  /** Flushed now, on the current context's manager: inside a transaction, that transaction's. */
  async append(entry: AuditEntry) {
    await this.#em().persist(entry).flush();
  }

  async list(query: ListQuery) {
    const [data, total] = await this.#em().findAndCount(
      AuditEntrySchema,
      query.where as FilterQuery<AuditEntry>,
      // The id breaks ties in the sort's direction: entries of one instant keep the order they were written in.
      {
        orderBy: { ...query.orderBy, id: Object.values(query.orderBy)[0] ?? 'desc' },
        limit: query.limit,
        offset: query.offset,
      },
    );
    return { data, total };
  }
}
