import { defineJob } from '../../../../platform/jobs/jobs.ts';
import type { makeExpireListingVerifications } from '../../app/expire-listing-verifications.ts';

export const EXPIRE_LISTING_VERIFICATIONS = 'brokerage.expire-listing-verifications';

/** Hourly: off-network listings whose verification ended leave search (docs/adr/0059). Idempotent. */
export function verificationJobs(deps: { expire: ReturnType<typeof makeExpireListingVerifications> }) {
  return [
    defineJob<Record<string, never>>({
      queue: EXPIRE_LISTING_VERIFICATIONS,
      cron: '7 * * * *',
      cronData: {},
      handle: async () => {
        await deps.expire();
      },
    }),
  ];
}
