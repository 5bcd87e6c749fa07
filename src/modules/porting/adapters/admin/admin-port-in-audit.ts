import type { AdminModule } from '../../../admin/index.ts';
import type { PortInAudit } from '../../ports/port-in-audit.ts';

/** Staff actions on port-ins, in the admin module's audit log (written in the caller's transaction). */
export function adminPortInAudit(admin: Pick<AdminModule, 'audit'>): PortInAudit {
  return { record: (entry) => admin.audit.record(entry) };
}
