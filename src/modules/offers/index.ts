import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { BotCheck } from '../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm } from '../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { MikroOrmAgentLeadRepository } from './adapters/db/mikro-orm-agent-leads.ts';
import { offersEntities } from './adapters/db/offers.mapping.ts';
import { mountTalkToAgentRoutes } from './adapters/http/talk-to-agent.router.ts';
import { type LeadsAdminOptions, leadsAdmin } from './adapters/wiring/leads-admin.ts';
import { makeTalkToAgent } from './app/talk-to-agent.ts';
import type { ListedNumbers } from './ports/listed-numbers.ts';
import type { SalesTeams } from './ports/sales-teams.ts';

export { adminLeadAudit } from './adapters/admin/admin-lead-audit.ts';
export { catalogListedNumbers } from './adapters/catalog/catalog-listed-numbers.ts';
export { catalogSalesTeams } from './adapters/catalog/catalog-sales-teams.ts';
export type { KnownNegotiations } from './ports/known-negotiations.ts';
export type { ListedNumbers } from './ports/listed-numbers.ts';
export type { SalesTeams } from './ports/sales-teams.ts';
export { offersEntities };

/** The offers module: so far the talk-to-agent leads and their staff list (negotiations come later). */
export function createOffersModule(options: {
  orm: Orm;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  numbers: ListedNumbers;
  salesTeams: SalesTeams;
  mailer: Mailer;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  clientIp: (c: Context) => string;
  leadsAdmin: LeadsAdminOptions;
}) {
  const leads = new MikroOrmAgentLeadRepository(() => currentEm(options.orm));
  const talkToAgent = makeTalkToAgent({
    leads,
    numbers: options.numbers,
    salesTeams: options.salesTeams,
    mailer: options.mailer,
    botCheck: options.botCheck,
    rateLimiter: options.rateLimiter,
    clock: options.clock,
    tx: options.tx,
    negotiations: options.leadsAdmin.negotiations,
  });
  const staffLeads = leadsAdmin({ ...options.leadsAdmin, leads, clock: options.clock, tx: options.tx });
  return {
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountTalkToAgentRoutes(app, { talkToAgent, clientIp: options.clientIp });
      staffLeads.mount(app);
    },
  };
}
