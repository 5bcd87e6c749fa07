import type { createAdminModule } from '../../../admin/index.ts';
import type { StaffAudit } from '../../ports/staff-audit.ts';

type AdminModule = ReturnType<typeof createAdminModule>;

/** Staff decisions in brokerage, in the admin module's audit log (written in the caller's transaction). */
export function adminStaffAudit(admin: Pick<AdminModule, 'audit'>): StaffAudit {
  return { record: (entry) => admin.audit.record(entry) };
}
