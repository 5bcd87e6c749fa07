import { type ListQuery, type ListResponse, toListResponse } from '../../../shared/list-query.ts';
import type { AuditLogReader } from '../ports/audit-log.ts';
import type { StaffDirectory } from '../ports/staff-directory.ts';
import { type AuditEntryView, toAuditEntryViews } from './audit-entry-view.ts';

/** Rows read per query while exporting the CSV. */
export const AUDIT_EXPORT_BATCH = 500;
/** The CSV holds at most this many entries: narrow the filters for more. */
export const AUDIT_EXPORT_MAX = 10_000;

export interface AuditEntryDeps {
  audit: AuditLogReader;
  staff: StaffDirectory;
}

/** GET /api/admin/audit (staff): a page of the audit log in the list language, newest first by default. */
export function makeListAuditEntries({ audit, staff }: AuditEntryDeps) {
  return async function listAuditEntries(query: ListQuery): Promise<ListResponse<AuditEntryView>> {
    const { data, total } = await audit.list(query);
    return toListResponse(await toAuditEntryViews(data, staff), total, query);
  };
}

/** GET /api/admin/audit as CSV: every entry the list would show for the same filters and sort (up to the cap). */
export function makeExportAuditEntries({ audit, staff }: AuditEntryDeps) {
  return async function exportAuditEntries(query: ListQuery): Promise<AuditEntryView[]> {
    const rows: AuditEntryView[] = [];
    for (let offset = 0; offset < AUDIT_EXPORT_MAX; offset += AUDIT_EXPORT_BATCH) {
      const { data, total } = await audit.list({ ...query, limit: AUDIT_EXPORT_BATCH, offset });
      rows.push(...(await toAuditEntryViews(data, staff)));
      if (data.length < AUDIT_EXPORT_BATCH || offset + AUDIT_EXPORT_BATCH >= total) break;
    }
    return rows;
  };
}
