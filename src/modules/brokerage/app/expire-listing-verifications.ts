import type { Clock } from '../../../platform/clock/clock.ts';
import type { ManualVerifications } from '../ports/manual-verifications.ts';
import type { PublishedListings } from '../ports/published-listings.ts';
import { syncCatalog } from './save-listing.ts';

const BATCH = 200;

/**
 * The expiry job: takes off search every listed off-network listing whose verification has ended. Idempotent
 * (withdrawing twice changes nothing), one transaction per batch.
 */
export function makeExpireListingVerifications(deps: {
  verifications: Pick<ManualVerifications, 'lapsed'>;
  published: PublishedListings;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  return async (): Promise<number> => {
    const now = deps.clock.now();
    let afterId = 0;
    let withdrawn = 0;
    for (;;) {
      const batch = await deps.tx(async () => {
        const lapsed = await deps.verifications.lapsed(now, afterId, BATCH);
        for (const listing of lapsed) await syncCatalog(deps, listing, now);
        return lapsed;
      });
      withdrawn += batch.length;
      if (batch.length < BATCH) return withdrawn;
      afterId = batch.at(-1)!.id;
    }
  };
}
