import type { ListQuery } from '../../../shared/list-query.ts';
import type { AgentLead } from '../domain/agent-lead.ts';

/** Contact-agent leads (offers.agent_lead). */
export interface AgentLeadRepository {
  /** Stores the lead in the current transaction and sets its id. */
  add(lead: AgentLead): Promise<void>;
  /** A page of leads for the staff list, with how many match in all. */
  list(query: ListQuery): Promise<{ data: AgentLead[]; total: number }>;
  /** The lead, locked for update until the transaction ends; null when there is none. */
  lockById(id: number): Promise<AgentLead | null>;
  /** Writes changes made to loaded leads. */
  flush(): Promise<void>;
}
