import { type ListQuery, type ListResponse, toListResponse } from '../../../shared/list-query.ts';
import type { AgentLeadRepository } from '../ports/agent-lead-repository.ts';
import { type AgentLeadView, toAgentLeadView } from './agent-lead-view.ts';

/** GET /api/admin/leads (staff): a page of contact-agent leads in the list language. */
export function makeListAgentLeads({ leads }: { leads: AgentLeadRepository }) {
  return async function listAgentLeads(query: ListQuery): Promise<ListResponse<AgentLeadView>> {
    const { data, total } = await leads.list(query);
    return toListResponse(data.map(toAgentLeadView), total, query);
  };
}
