import type { AgentLead } from '../fixtures/agent-leads.ts';
import { backend, http, notSignedIn, page } from './backend.ts';

/** The fake's contact-agent leads, newest first; reset before each test. */
export const agentLeadBackend = { leads: [] as AgentLead[] };

export function resetAgentLeadBackend(): void {
  agentLeadBackend.leads = [];
}

const forbidden = {
  name: 'ForbiddenError',
  code: 'auth.forbidden',
  message: 'You are not allowed to do this.',
};

/** Staff only: 401 for a guest, 403 for a customer; null lets staff through. */
export const staffRefusal = () => {
  const { profile } = backend;
  if (!profile.isLoggedIn) return { status: 401 as const, body: notSignedIn };
  return profile.isEmployee || profile.adminUser ? null : { status: 403 as const, body: forbidden };
};

/** The fake /api/admin/leads: staff only, `status` filter, paging, CSV with Accept: text/csv, close once. */
export const agentLeadHandlers = [
  http.get('/api/admin/leads', ({ query, request, response }) => {
    const refused = staffRefusal();
    if (refused) return response(refused.status).json(refused.body);
    const status = query.get('status');
    const rows = agentLeadBackend.leads.filter((lead) => !status || lead.status === status);
    if (request.headers.get('accept') === 'text/csv') {
      backend.calls.push({ operation: 'downloadAgentLeadsCsv', body: query });
      const csv = ['Lead', ...rows.map((lead) => String(lead.leadId))].join('\r\n');
      return response(200).text(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="agent-leads-2026-11-24.csv"',
        },
      });
    }
    backend.calls.push({ operation: 'listAgentLeads', body: query });
    return response(200).json(page(rows, query));
  }),

  http.patch('/api/admin/leads/{id}', async ({ params, request, response }) => {
    const refused = staffRefusal();
    if (refused) return response(refused.status).json(refused.body);
    const body = await request.json();
    backend.calls.push({ operation: 'closeAgentLead', body: { id: Number(params.id), ...body } });
    const lead = agentLeadBackend.leads.find((row) => row.leadId === Number(params.id));
    if (!lead)
      return response(404).json({
        name: 'NotFound',
        code: 'offers.lead_not_found',
        message: 'No such lead.',
      });
    if (lead.status === 'closed') {
      return response(409).json({
        name: 'Conflict',
        code: 'offers.lead_already_closed',
        message: 'This lead is already closed.',
      });
    }
    Object.assign(lead, {
      status: 'closed',
      closeDate: '2026-11-24T13:00:00.000Z',
      closedByUserId: backend.profile.userInfo?.userId ?? 1,
      closeNote: body.note?.trim() ?? '',
    });
    return response(200).json(lead);
  }),
];
