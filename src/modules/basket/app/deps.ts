import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import type { BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { NumberHolds } from '../ports/number-holds.ts';
import type { PlanPrices } from '../ports/plan-prices.ts';

/** What the basket's use cases need; the module's index.ts builds it once. */
export interface BasketDeps {
  baskets: BasketRepository;
  holds: NumberHolds;
  /** Live events to the owning account, in the same transaction as the change. */
  changes: BasketChanges;
  plans: PlanPrices;
  clock: Clock;
  /** Counts basket creations and adds per address and account (app/basket-rate-limits.ts). */
  rateLimiter: RateLimiter;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** A random (v4) uuid: holding it is what opens a guest basket. */
  newUuid: () => string;
}
