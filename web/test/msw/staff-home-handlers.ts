import type { components } from '../../src/api/schema.d.ts';
import { backend, http, notSignedIn, page } from './backend.ts';

type StaffSummary = components['schemas']['StaffSummary'];
export type AuditEntry = components['schemas']['AuditEntry'];

const EMPTY_SUMMARY: StaffSummary = {
  fraudReviews: 0,
  brokerApplications: 0,
  spellings: 0,
  agentLeads: 0,
  portIns: 0,
  dunningAccounts: 0,
};

/** The fake's staff queue counts and audit log (newest first); reset before each test. */
export const staffHomeBackend = {
  summary: { ...EMPTY_SUMMARY } as StaffSummary,
  summaryFails: false,
  audit: [] as AuditEntry[],
};

export function resetStaffHomeBackend(): void {
  staffHomeBackend.summary = { ...EMPTY_SUMMARY };
  staffHomeBackend.summaryFails = false;
  staffHomeBackend.audit = [];
}

const forbidden = {
  name: 'ForbiddenError',
  code: 'auth.forbidden',
  message: 'You are not allowed to do this.',
};

const staffRefusal = () => {
  const { profile } = backend;
  if (!profile.isLoggedIn) return { status: 401 as const, body: notSignedIn };
  return profile.isEmployee || profile.adminUser ? null : { status: 403 as const, body: forbidden };
};

/** The fake GET /api/admin/summary and GET /api/admin/audit (action and subject filters, paging, CSV). */
export const staffHomeHandlers = [
  http.get('/api/admin/summary', ({ response }) => {
    const refused = staffRefusal();
    if (refused) return response(refused.status).json(refused.body);
    if (staffHomeBackend.summaryFails)
      return response(403).json({ ...forbidden, message: 'Something went wrong.' });
    return response(200).json(staffHomeBackend.summary);
  }),

  http.get('/api/admin/audit', ({ query, request, response }) => {
    const refused = staffRefusal();
    if (refused) return response(refused.status).json(refused.body);
    const action = query.get('action');
    const subject = query.get('subject[$contains]')?.toLowerCase();
    const rows = staffHomeBackend.audit.filter(
      (entry) =>
        (!action || entry.action === action) && (!subject || entry.subject.toLowerCase().includes(subject)),
    );
    if (request.headers.get('accept') === 'text/csv') {
      backend.calls.push({ operation: 'downloadAuditCsv', body: query });
      return response(200).text(['Id', ...rows.map((entry) => String(entry.auditId))].join('\r\n'), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="audit-2026-11-24.csv"',
        },
      });
    }
    backend.calls.push({ operation: 'listAuditEntries', body: query });
    return response(200).json(page(rows, query));
  }),
];
