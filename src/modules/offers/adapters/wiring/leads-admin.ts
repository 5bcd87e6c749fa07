import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { makeCloseAgentLead } from '../../app/close-agent-lead.ts';
import { makeExportAgentLeads } from '../../app/export-agent-leads.ts';
import { makeListAgentLeads } from '../../app/list-agent-leads.ts';
import type { AgentLeadRepository } from '../../ports/agent-lead-repository.ts';
import type { KnownNegotiations } from '../../ports/known-negotiations.ts';
import type { LeadAudit } from '../../ports/lead-audit.ts';
import { mountAgentLeadRoutes } from '../http/agent-leads.router.ts';

export interface LeadsAdminOptions {
  /** The admin module's audit log (compose: `adminLeadAudit(admin)`). */
  audit: LeadAudit;
  /**
   * Checks the negotiationId a contact-agent request names. Leave it out until negotiations exist: the id
   * is then stored as given (docs/adr/0052).
   */
  negotiations?: KnownNegotiations;
}

/** Staff list and close contact-agent leads (docs/adr/0052), for the offers module's index. */
export function leadsAdmin(
  options: LeadsAdminOptions & {
    leads: AgentLeadRepository;
    clock: Clock;
    tx: <T>(work: () => Promise<T>) => Promise<T>;
  },
) {
  const { leads, audit, clock, tx } = options;
  const routes = {
    listAgentLeads: makeListAgentLeads({ leads }),
    exportAgentLeads: makeExportAgentLeads({ leads }),
    closeAgentLead: makeCloseAgentLead({ leads, audit, clock, tx }),
    clock,
  };
  // No jobs: closing is one request's transaction.
  return { mount: (app: OpenAPIHono<AppEnv>) => mountAgentLeadRoutes(app, routes) };
}
