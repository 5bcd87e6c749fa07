import type { ReviewAudit } from '../../ports/review-audit.ts';

/** The admin module's `audit` facade (FACADES.md), as far as the review queue uses it. */
interface AdminAudit {
  audit: {
    record(entry: {
      actorUserId: number;
      action: string;
      subject: string;
      before: unknown;
      after: unknown;
    }): Promise<void>;
  };
}

/** Staff decisions on held orders, in the admin module's audit log (the caller's transaction). */
export function adminReviewAudit(admin: AdminAudit): ReviewAudit {
  return { record: (entry) => admin.audit.record(entry) };
}
