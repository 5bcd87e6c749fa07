import type { createAdminModule } from '../../../admin/index.ts';
import type { AdminItemAudit } from '../../ports/admin-item-audit.ts';

type AdminModule = ReturnType<typeof createAdminModule>;

/**
 * Staff's admin items, in the admin module's audit log (written in the caller's transaction). A getter: the
 * composition root builds the admin module after the basket.
 */
export function adminAdminItemAudit(admin: () => Pick<AdminModule, 'audit'>): AdminItemAudit {
  return { record: (entry) => admin().audit.record(entry) };
}
