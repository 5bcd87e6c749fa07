import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeCloseAgentLead } from '../../app/close-agent-lead.ts';
import type { makeExportAgentLeads } from '../../app/export-agent-leads.ts';
import type { makeListAgentLeads } from '../../app/list-agent-leads.ts';
import { agentLeadList, closeAgentLead, listAgentLeads } from './agent-leads.contract.ts';
import { agentLeadsCsv } from './agent-leads-csv.ts';

export interface AgentLeadRouteDeps {
  listAgentLeads: ReturnType<typeof makeListAgentLeads>;
  exportAgentLeads: ReturnType<typeof makeExportAgentLeads>;
  closeAgentLead: ReturnType<typeof makeCloseAgentLead>;
  clock: Clock;
}

/** The client asked for CSV: `Accept: text/csv` (a browser's default Accept never names it). */
const wantsCsv = (accept: string | undefined) => /(^|,)\s*text\/csv\b/i.test(accept ?? '');

export function mountAgentLeadRoutes(app: OpenAPIHono<AppEnv>, deps: AgentLeadRouteDeps) {
  app.openapi(listAgentLeads, async (c) => {
    requireStaff(c);
    const query = agentLeadList.parse(c.req.queries());
    c.header('Vary', 'Accept');
    if (!wantsCsv(c.req.header('accept'))) return c.json(await deps.listAgentLeads(query), 200);
    const day = deps.clock.now().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="agent-leads-${day}.csv"`);
    c.header('Cache-Control', 'no-store');
    const csv = agentLeadsCsv(await deps.exportAgentLeads(query));
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });

  app.openapi(closeAgentLead, async (c) => {
    const staff = requireStaff(c);
    const body = c.req.valid('json');
    const lead = await deps.closeAgentLead({
      leadId: c.req.valid('param').id,
      note: body.note ?? '',
      staffUserId: staff.userId,
    });
    return c.json(lead, 200);
  });
}
