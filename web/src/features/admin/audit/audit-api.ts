import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client.ts';
import { downloadCsv } from '../../../api/download-csv.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

export type AuditEntry = components['schemas']['AuditEntry'];
type AuditEntryList = components['schemas']['AuditEntryList'];

/** The screen's filters; empty texts send no filter. */
export interface AuditFilters {
  actor: string;
  action: string;
  subject: string;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', subject: '', from: '', to: '' };

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The list language's query for the filters: action exact, subject contains, at from..to (whole days, UTC). */
export function auditQuery(filters: AuditFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (/^\d+$/.test(filters.actor.trim())) query.actor = filters.actor.trim();
  if (filters.action.trim()) query.action = filters.action.trim();
  if (filters.subject.trim()) query['subject[$contains]'] = filters.subject.trim();
  if (filters.from) query['at[$gte]'] = filters.from;
  if (filters.to) query['at[$lt]'] = nextDay(filters.to);
  return query;
}

/** The route also answers CSV (with Accept: text/csv); these calls ask for JSON, the default. */
function jsonList(answer: string | AuditEntryList): AuditEntryList {
  if (typeof answer === 'string') throw new Error('The audit log came back as text instead of JSON.');
  return answer;
}

/** A page of the audit log, newest first. */
export function auditEntriesQuery(filters: AuditFilters, { skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: ['admin-audit', filters, { skip, limit }],
    queryFn: async ({ signal }) =>
      jsonList(
        await unwrap(
          api.GET('/api/admin/audit', {
            params: {
              query: {
                ...auditQuery(filters),
                $skip: String(skip),
                $limit: String(limit),
                '$sort[at]': '-1',
              },
            },
            signal,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** Every entry the filters show, as the server's CSV, saved by the browser as audit-{date}.csv. */
export function downloadAuditCsv(filters: AuditFilters, today = new Date()): Promise<void> {
  return downloadCsv(
    '/api/admin/audit',
    new URLSearchParams(auditQuery(filters)),
    `audit-${today.toISOString().slice(0, 10)}.csv`,
  );
}
