import type { AuditEntry } from '../domain/audit-entry.ts';

/** The staff audit log: append only, written in the transaction of the change it records. */
export interface AuditLog {
  append(entry: AuditEntry): Promise<void>;
}
