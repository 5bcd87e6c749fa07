import { verificationDueBefore } from '../../../shared/listing-verification-rules.ts';
import type { ListingVerificationDeps } from './listing-verification-deps.ts';

/** GET /api/brokerage/listingVerifications: the broker's off-network listings due for verification. */
export function makeListListingVerifications(deps: Pick<ListingVerificationDeps, 'verifications' | 'clock'>) {
  return async (input: {
    brokerAccountId: number;
    tn?: string;
    isListed?: boolean;
    limit: number;
    skip: number;
  }) => {
    const now = deps.clock.now();
    const { data, total } = await deps.verifications.due(input.brokerAccountId, {
      dueBefore: verificationDueBefore(now),
      ...(input.tn ? { tn: input.tn } : {}),
      ...(input.isListed === undefined ? {} : { isListed: input.isListed }),
      limit: input.limit,
      offset: input.skip,
    });
    return {
      data: data.map((listing) => ({
        tn: listing.tn,
        isListed: listing.isListed,
        verifiedUntilDate: listing.verifiedUntilDate,
        needsVerification: listing.needsVerification(now),
      })),
      total,
      limit: input.limit,
      skip: input.skip,
    };
  };
}
