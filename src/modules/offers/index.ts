import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { BotCheck } from '../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm, withContext } from '../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { MikroOrmAgentLeadRepository } from './adapters/db/mikro-orm-agent-leads.ts';
import { mikroOrmKnownNegotiations } from './adapters/db/mikro-orm-known-negotiations.ts';
import { NegotiationSchema } from './adapters/db/negotiation.mapping.ts';
import { offersEntities as leadEntities } from './adapters/db/offers.mapping.ts';
import { mountTalkToAgentRoutes } from './adapters/http/talk-to-agent.router.ts';
import { type LeadsAdminOptions, leadsAdmin } from './adapters/wiring/leads-admin.ts';
import { type NegotiationOptions, negotiations } from './adapters/wiring/negotiations.ts';
import { makeTalkToAgent } from './app/talk-to-agent.ts';
import type { ListedNumbers } from './ports/listed-numbers.ts';
import type { SalesTeams } from './ports/sales-teams.ts';

export { catalogListedNumbers } from './adapters/catalog/catalog-listed-numbers.ts';
export { catalogSalesTeams } from './adapters/catalog/catalog-sales-teams.ts';
export type { AcceptedOffer } from './app/accepted-for-basket.ts';
export type { KnownNegotiations } from './ports/known-negotiations.ts';
export type { ListedNumbers } from './ports/listed-numbers.ts';
export type { SalesTeams } from './ports/sales-teams.ts';
export const offersEntities = [...leadEntities, NegotiationSchema];

/** The offers module: talk-to-agent leads (and their staff list) and negotiations (docs/adr/0050). */
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
  negotiations: NegotiationOptions;
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
    negotiations: options.leadsAdmin.negotiations ?? mikroOrmKnownNegotiations(() => currentEm(options.orm)),
  });
  const staffLeads = leadsAdmin({ ...options.leadsAdmin, leads, clock: options.clock, tx: options.tx });
  const offers = negotiations({ ...options, ...options.negotiations, em: () => currentEm(options.orm) });
  return {
    /** For the admin home: contact-agent leads not closed yet. */
    openLeadCount: () => leads.countOpen(),
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountTalkToAgentRoutes(app, { talkToAgent, clientIp: options.clientIp });
      staffLeads.mount(app);
      offers.mount(app);
    },
    jobs: offers.jobs,
    /** For the basket: the accepted offer the buyer's account may check out, at its price (or the spec's error). */
    acceptedForBasket: (uuid: string, caller: { accountId: number }) =>
      withContext(options.orm, () => offers.acceptedForBasket(uuid, caller)),
    /** For checkout, in the CALLER's transaction: completes the paid negotiation and releases its hold. */
    completeNegotiation: (input: { uuid: string; accountId: number }) =>
      withContext(options.orm, () => offers.completeNegotiation(input)),
    closeNegotiation: offers.closeNegotiation,
    /** For brokerage's listing info: the offers made to the seller account on a number, newest first. */
    negotiationsOnNumber: offers.negotiationsOnNumber,
  };
}

export type OffersModule = ReturnType<typeof createOffersModule>;
