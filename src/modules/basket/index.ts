import { randomUUID } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Orm } from '../../platform/db/orm.ts';
import { currentEm, withContext } from '../../platform/db/unit-of-work.ts';
import type { EventPublisher } from '../../platform/events/live-event.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { basketEntities } from './adapters/db/basket.mapping.ts';
import { MikroOrmBasketRepository } from './adapters/db/mikro-orm-basket-repository.ts';
import { liveBasketChanges } from './adapters/events/live-basket-changes.ts';
import { mountBasketRoutes } from './adapters/http/basket.router.ts';
import { basketJobs } from './adapters/jobs/basket.jobs.ts';
import { makeAddItem } from './app/add-item.ts';
import { makeAddPortIn } from './app/add-port-in.ts';
import { makeAddSeat } from './app/add-seat.ts';
import { makeChangeItem } from './app/change-item.ts';
import { makeCreateBasket } from './app/create-basket.ts';
import { makeCurrentBasket } from './app/current-basket.ts';
import { makeExpireItems } from './app/expire-items.ts';
import { makeGetBasket } from './app/get-basket.ts';
import { makeRemoveItem } from './app/remove-item.ts';
import { makeUpdateBasketData } from './app/update-basket-data.ts';
import type { NumberHolds } from './ports/number-holds.ts';
import type { PlanPrices } from './ports/plan-prices.ts';

export { catalogNumberHolds } from './adapters/catalog/catalog-number-holds.ts';
export { catalogPlanPrices } from './adapters/catalog/catalog-plan-prices.ts';
export type { BasketUser } from './domain/basket.ts';
export type { NumberHolds } from './ports/number-holds.ts';
export type { PlanPrices } from './ports/plan-prices.ts';
export { basketEntities };

/** The basket module: baskets, their items and the 30-minute reservations (checkout comes later). */
export function createBasketModule(options: {
  orm: Orm;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  holds: NumberHolds;
  plans: PlanPrices;
  /** The platform's live events: basket changes reach the owning account's open tabs. */
  events: EventPublisher;
  rateLimiter: RateLimiter;
  /** The caller's address with TRUST_PROXY applied, for the rate limits. */
  clientIp: (c: Context) => string;
  secureCookies: boolean;
}) {
  const deps = {
    baskets: new MikroOrmBasketRepository(() => currentEm(options.orm)),
    holds: options.holds,
    plans: options.plans,
    changes: liveBasketChanges(options.events),
    clock: options.clock,
    rateLimiter: options.rateLimiter,
    tx: options.tx,
    newUuid: randomUUID,
  };
  const expireItems = makeExpireItems(deps);
  const currentBasket = makeCurrentBasket(deps);
  return {
    /** For the profile: the visitor's current basket uuid (the remembered one if still theirs), or null. */
    currentBasketUuid: (user: { brandingId: number; accountId: number | null }, remembered: string | null) =>
      withContext(options.orm, () => currentBasket(user, remembered)),
    /** The expiry job's work, also for tests: closes lapsed items and answers how many. */
    expireItems,
    jobs: basketJobs({ expireItems }),
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountBasketRoutes(app, {
        createBasket: makeCreateBasket(deps),
        getBasket: makeGetBasket(deps),
        addItem: makeAddItem(deps),
        changeItem: makeChangeItem(deps),
        removeItem: makeRemoveItem(deps),
        updateBasketData: makeUpdateBasketData(deps),
        addPortIn: makeAddPortIn(deps),
        addSeat: makeAddSeat(deps),
        secureCookies: options.secureCookies,
        clientIp: options.clientIp,
      });
    },
  };
}

/** What other modules' adapters may use of the basket (they declare the ports they need in their own ports/). */
export type BasketModule = ReturnType<typeof createBasketModule>;
