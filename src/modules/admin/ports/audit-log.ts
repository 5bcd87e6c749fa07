import type { ListQuery } from '../../../shared/list-query.ts';
import type { AuditEntry } from '../domain/audit-entry.ts';

/** The staff audit log: append only, written in the transaction of the change it records. */
export interface AuditLog {
  append(entry: AuditEntry): Promise<void>;
}

/** Reading the staff audit log (GET /api/admin/audit), in the list language. */
export interface AuditLogReader {
  list(query: ListQuery): Promise<{ data: AuditEntry[]; total: number }>;
}
