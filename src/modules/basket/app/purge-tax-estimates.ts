import type { Clock } from '../../../platform/clock/clock.ts';
import type { TaxEstimateCache } from '../ports/tax-estimate-cache.ts';

export interface PurgeTaxEstimatesDeps {
  cache: TaxEstimateCache;
  clock: Clock;
}

/** The hourly job: forgets expired estimates (reads already ignore them); answers how many. */
export function makePurgeTaxEstimates({ cache, clock }: PurgeTaxEstimatesDeps) {
  return async function purgeTaxEstimates(): Promise<number> {
    return cache.purgeExpired(clock.now());
  };
}
