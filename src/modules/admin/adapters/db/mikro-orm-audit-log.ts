import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditEntry } from '../../domain/audit-entry.ts';
import type { AuditLog } from '../../ports/audit-log.ts';

export class MikroOrmAuditLog implements AuditLog {
  readonly #em: () => EntityManager;
  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  /** Flushed now, on the current context's manager: inside a transaction, that transaction's. */
  async append(entry: AuditEntry) {
    await this.#em().persist(entry).flush();
  }
}
