import type { OpenAPIHono } from '@hono/zod-openapi';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'hono';
import type { BotCheck } from '../../../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Jobs } from '../../../../platform/jobs/jobs.ts';
import type { Mailer } from '../../../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import type { AccountsModule } from '../../../accounts/index.ts';
import type { BillingModule } from '../../../billing/index.ts';
import type { CatalogModule } from '../../../catalog/index.ts';
import { makeAcceptCounterOffer } from '../../app/accept-counter-offer.ts';
import { makeAcceptedForBasket } from '../../app/accepted-for-basket.ts';
import { makeAnswerNegotiation } from '../../app/answer-negotiation.ts';
import { makeCloseNegotiation } from '../../app/close-negotiation.ts';
import { makeCompleteNegotiation } from '../../app/complete-negotiation.ts';
import { makeGetNegotiation, makeGetOffer } from '../../app/get-offer.ts';
import { makeListSellerNegotiations, makeNegotiationsOnNumber } from '../../app/list-seller-negotiations.ts';
import { makeMakeOffer } from '../../app/make-offer.ts';
import { makeNotifyParties } from '../../app/notify-parties.ts';
import { accountsOfferBuyers } from '../accounts/accounts-offer-buyers.ts';
import { accountsOfferParties } from '../accounts/accounts-offer-parties.ts';
import { billingOfferHolds } from '../billing/billing-offer-holds.ts';
import { catalogNumberSellers } from '../catalog/catalog-number-sellers.ts';
import { MikroOrmNegotiations } from '../db/mikro-orm-negotiations.ts';
import { mountSellerNegotiationRoutes } from '../http/brokerage-negotiations.router.ts';
import { mountOfferRoutes } from '../http/offers.router.ts';
import { negotiationJobs } from '../jobs/negotiation.jobs.ts';

/** What compose hands the negotiations: the job queue and the modules they reach . */
export interface NegotiationOptions {
  jobs: Jobs;
  publicUrl: string;
  catalog: Pick<CatalogModule, 'findAvailableNumber' | 'brandCatalog'>;
  accounts: Pick<
    AccountsModule,
    'openCustomerAccount' | 'issueLoginToken' | 'userEmail' | 'accountAdminEmails'
  >;
  billing: Pick<BillingModule, 'payments' | 'credit'>;
}

/** Offers on numbers (docs/adr/0050), for the offers module's index. */
export function negotiations(
  options: NegotiationOptions & {
    em: () => EntityManager;
    clock: Clock;
    tx: <T>(work: () => Promise<T>) => Promise<T>;
    mailer: Mailer;
    botCheck: BotCheck;
    rateLimiter: RateLimiter;
    clientIp: (c: Context) => string;
  },
) {
  const { clock, tx, jobs } = options;
  const repository = new MikroOrmNegotiations(options.em);
  const parties = accountsOfferParties(options.accounts, options.catalog);
  const holds = billingOfferHolds(options.billing);
  const notify = makeNotifyParties({ parties, mailer: options.mailer, publicUrl: options.publicUrl });
  const deps = { negotiations: repository, holds, notify, jobs, clock, tx };
  const closeNegotiation = makeCloseNegotiation(deps);
  return {
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountOfferRoutes(app, {
        makeOffer: makeMakeOffer({
          ...deps,
          sellers: catalogNumberSellers(options.catalog),
          buyers: accountsOfferBuyers(options.accounts, options.billing),
          botCheck: options.botCheck,
          rateLimiter: options.rateLimiter,
        }),
        getOffer: makeGetOffer(deps),
        getNegotiation: makeGetNegotiation(deps),
        acceptCounterOffer: makeAcceptCounterOffer(deps),
        buyerEmail: (userId) => parties.buyerEmail(userId),
        clientIp: options.clientIp,
      });
      mountSellerNegotiationRoutes(app, {
        listSellerNegotiations: makeListSellerNegotiations(deps),
        answerNegotiation: makeAnswerNegotiation(deps),
        clock,
      });
    },
    jobs: negotiationJobs({ closeNegotiation }),
    /** For the basket: the accepted offer the buyer may check out, at its price. */
    acceptedForBasket: makeAcceptedForBasket(deps),
    /** For checkout, in its transaction: the negotiation is paid (completed, hold released). */
    completeNegotiation: makeCompleteNegotiation(deps),
    /** For brokerage's listing info: the offers made to the seller account on a number, newest first. */
    negotiationsOnNumber: makeNegotiationsOnNumber(deps),
    /** For the timers' tests: what the job runs. */
    closeNegotiation,
  };
}
