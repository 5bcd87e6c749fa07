import type { ReviewAudit } from '../../ports/review-audit.ts';

/**
 * Staff decisions on held orders, in the admin module's audit log (`audit.record`, FACADES.md), written in the
 * caller's transaction. Typed by the facade's shape until the admin module is merged.
 */
export function adminReviewAudit(admin: { audit: ReviewAudit }): ReviewAudit {
  return { record: (entry) => admin.audit.record(entry) };
}
