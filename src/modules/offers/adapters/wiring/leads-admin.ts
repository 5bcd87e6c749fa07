import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { createAdminModule } from '../../../admin/index.ts';
import { makeCloseAgentLead } from '../../app/close-agent-lead.ts';
import { makeExportAgentLeads } from '../../app/export-agent-leads.ts';
import { makeListAgentLeads } from '../../app/list-agent-leads.ts';
import type { AgentLeadRepository } from '../../ports/agent-lead-repository.ts';
import type { KnownNegotiations } from '../../ports/known-negotiations.ts';
import { adminLeadAudit } from '../admin/admin-lead-audit.ts';
import { mountAgentLeadRoutes } from '../http/agent-leads.router.ts';

type AdminModule = ReturnType<typeof createAdminModule>;

export interface LeadsAdminOptions {
  /** The admin module: closing a lead is written to its audit log. */
  admin: Pick<AdminModule, 'audit'>;
  /** Checks the negotiationId a contact-agent request names; default: offers.negotiation (docs/adr/0052). */
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
  const { leads, clock, tx } = options;
  const audit = adminLeadAudit(options.admin);
  const routes = {
    listAgentLeads: makeListAgentLeads({ leads }),
    exportAgentLeads: makeExportAgentLeads({ leads }),
    closeAgentLead: makeCloseAgentLead({ leads, audit, clock, tx }),
    clock,
  };
  // No jobs: closing is one request's transaction.
  return { mount: (app: OpenAPIHono<AppEnv>) => mountAgentLeadRoutes(app, routes) };
}
