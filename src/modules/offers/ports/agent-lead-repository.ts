import type { AgentLead } from '../domain/agent-lead.ts';

/** Contact-agent leads (offers.agent_lead). */
export interface AgentLeadRepository {
  /** Stores the lead in the current transaction and sets its id. */
  add(lead: AgentLead): Promise<void>;
}
