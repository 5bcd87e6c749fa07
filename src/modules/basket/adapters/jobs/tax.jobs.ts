import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makePurgeTaxEstimates } from '../../app/purge-tax-estimates.ts';

export const PURGE_TAX_ESTIMATES_QUEUE = 'basket.purge-tax-estimates';

/** Every hour: expired tax estimates are deleted, so the cache table holds about an hour of payloads. */
export function taxJobs(deps: { purgeTaxEstimates: ReturnType<typeof makePurgeTaxEstimates> }) {
  return [
    defineJob({
      queue: PURGE_TAX_ESTIMATES_QUEUE,
      cron: '17 * * * *',
      handle: async () => {
        await deps.purgeTaxEstimates();
      },
    }),
  ];
}
