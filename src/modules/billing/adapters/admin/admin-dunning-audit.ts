import type { createAdminModule } from '../../../admin/index.ts';
import type { DunningAudit } from '../../ports/dunning-audit.ts';

type AdminModule = ReturnType<typeof createAdminModule>;

/**
 * Staff dunning actions, in the admin module's audit log (written in the caller's transaction). A getter:
 * the composition root builds the admin module after billing.
 */
export function adminDunningAudit(admin: () => Pick<AdminModule, 'audit'>): DunningAudit {
  return { record: (entry) => admin().audit.record(entry) };
}
