import type { Clock } from '../../../platform/clock/clock.ts';
import { AuditEntry } from '../domain/audit-entry.ts';
import type { AuditLog } from '../ports/audit-log.ts';

/** The `audit.record` facade: other modules' staff actions, appended in the CALLER's transaction. */
export function makeRecordAuditEntry({ audit, clock }: { audit: AuditLog; clock: Clock }) {
  return async function record(entry: {
    actorUserId: number;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
  }): Promise<void> {
    await audit.append(new AuditEntry({ ...entry, at: clock.now() }));
  };
}
