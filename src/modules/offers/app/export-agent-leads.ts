import type { ListQuery } from '../../../shared/list-query.ts';
import type { AgentLeadRepository } from '../ports/agent-lead-repository.ts';
import { type AgentLeadView, toAgentLeadView } from './agent-lead-view.ts';

/** Rows read per query while exporting. */
export const LEAD_EXPORT_BATCH = 500;

/** GET /api/admin/leads as CSV: every lead the list would show for the same filters and sort, not one page. */
export function makeExportAgentLeads({ leads }: { leads: AgentLeadRepository }) {
  return async function exportAgentLeads(query: ListQuery): Promise<AgentLeadView[]> {
    const rows: AgentLeadView[] = [];
    for (let offset = 0; ; offset += LEAD_EXPORT_BATCH) {
      const { data, total } = await leads.list({ ...query, limit: LEAD_EXPORT_BATCH, offset });
      rows.push(...data.map(toAgentLeadView));
      if (data.length < LEAD_EXPORT_BATCH || offset + LEAD_EXPORT_BATCH >= total) return rows;
    }
  };
}
