import type { createAdminModule } from '../../../admin/index.ts';
import type { MessageViewAudit } from '../../ports/message-view-audit.ts';

type AdminModule = ReturnType<typeof createAdminModule>;

/** Staff looking at conversations, in the admin module's audit log (written in the caller's transaction). */
export function adminMessageViewAudit(admin: Pick<AdminModule, 'audit'>): MessageViewAudit {
  return { record: (entry) => admin.audit.record(entry) };
}
