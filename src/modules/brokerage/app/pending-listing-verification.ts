import { NoPendingVerification } from '../domain/verification.errors.ts';
import { type ListingVerificationDeps, offnetListingOf } from './listing-verification-deps.ts';

/** GET /api/accounts/brokerage/verifyListing/{tn}: the code still waiting to be entered, or 404. */
export function makePendingListingVerification(
  deps: Pick<ListingVerificationDeps, 'listings' | 'verifications' | 'clock'>,
) {
  return async (input: { brokerAccountId: number; tn: string }) => {
    await offnetListingOf(deps, input.brokerAccountId, input.tn);
    const latest = await deps.verifications.latest(input.brokerAccountId, input.tn);
    if (!latest?.isPending(deps.clock.now())) throw new NoPendingVerification();
    return { method: latest.method, brokerageManualVerifyId: latest.id };
  };
}
