import type { createAdminModule } from '../../../admin/index.ts';
import type { LeadAudit } from '../../ports/lead-audit.ts';

type AdminModule = ReturnType<typeof createAdminModule>;

/** Staff actions on leads, in the admin module's audit log (written in the caller's transaction). */
export function adminLeadAudit(admin: Pick<AdminModule, 'audit'>): LeadAudit {
  return { record: (entry) => admin.audit.record(entry) };
}
