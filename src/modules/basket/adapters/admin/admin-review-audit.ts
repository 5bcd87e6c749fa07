import type { createAdminModule } from '../../../admin/index.ts';
import type { ReviewAudit } from '../../ports/review-audit.ts';

type AdminModule = ReturnType<typeof createAdminModule>;

/** Staff decisions on held orders, in the admin module's audit log (written in the caller's transaction). */
export function adminReviewAudit(admin: Pick<AdminModule, 'audit'>): ReviewAudit {
  return { record: (entry) => admin.audit.record(entry) };
}
