import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makeExpireItems } from '../../app/expire-items.ts';

export const EXPIRE_ITEMS_QUEUE = 'basket.expire-items';

/**
 * Every minute: close items past their 30 minutes and release their holds. Reads already ignore lapsed
 * items and search already shows lapsed holds, so a late run only delays the tidying.
 */
export function basketJobs(deps: { expireItems: ReturnType<typeof makeExpireItems> }) {
  return [
    defineJob({
      queue: EXPIRE_ITEMS_QUEUE,
      cron: '* * * * *',
      handle: async () => {
        await deps.expireItems();
      },
    }),
  ];
}
