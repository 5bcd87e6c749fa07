import type { createAdminModule } from '../../../admin/index.ts';
import type { ThemeAudit } from '../../ports/theme-audit.ts';

type AdminModule = ReturnType<typeof createAdminModule>;

/**
 * Staff changes to themes, in the admin module's audit log (written in the caller's transaction). A getter:
 * the composition root builds the admin module after the catalog.
 */
export function adminThemeAudit(admin: () => Pick<AdminModule, 'audit'>): ThemeAudit {
  return { record: (entry) => admin().audit.record(entry) };
}
