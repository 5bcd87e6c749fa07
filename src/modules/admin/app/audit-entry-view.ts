import type { AuditEntry } from '../domain/audit-entry.ts';
import type { StaffDirectory } from '../ports/staff-directory.ts';

export interface AuditEntryView {
  auditId: number;
  actorUserId: number;
  /** The staff member's sign-in email, or null when the user is gone. */
  actor: string | null;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
  at: string;
}

/** The entries as the API shows them, each actor's email looked up once per page. */
export async function toAuditEntryViews(
  entries: AuditEntry[],
  staff: StaffDirectory,
): Promise<AuditEntryView[]> {
  const emails = new Map<number, string | null>();
  for (const { actorUserId } of entries)
    if (!emails.has(actorUserId)) emails.set(actorUserId, await staff.emailOf(actorUserId));
  return entries.map((entry) => ({
    auditId: Number(entry.id),
    actorUserId: entry.actorUserId,
    actor: emails.get(entry.actorUserId) ?? null,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: entry.at.toISOString(),
  }));
}
