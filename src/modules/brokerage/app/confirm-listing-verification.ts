import {
  isVerificationCode,
  type VerificationMethod,
  verifiedUntil,
} from '../../../shared/listing-verification-rules.ts';
import { NoPendingVerification, VerificationCodeInvalid } from '../domain/verification.errors.ts';
import {
  type ListingVerificationDeps,
  offnetListingOf,
  VERIFICATION_RATE_LIMITS,
} from './listing-verification-deps.ts';
import { syncCatalog } from './save-listing.ts';

/**
 * PATCH /api/accounts/brokerage/verifyListing/{tn}: checks the code. Right: the listing is verified for 30 days
 * and re-published (search shows it if listed). Wrong: the guess is counted (committed) and refused; five wrong
 * guesses end the code.
 */
export function makeConfirmListingVerification(deps: ListingVerificationDeps) {
  return async (input: {
    brokerAccountId: number;
    tn: string;
    method: VerificationMethod;
    verificationCode: string;
  }): Promise<{ verifiedDate: Date; verifiedUntilDate: Date }> => {
    if (!isVerificationCode(input.verificationCode)) throw new VerificationCodeInvalid();
    const now = deps.clock.now();
    await deps.rateLimiter.hit([VERIFICATION_RATE_LIMITS.guess(input.brokerAccountId)], now);
    const outcome = await deps.tx(async () => {
      const listing = await offnetListingOf(deps, input.brokerAccountId, input.tn, { lock: true });
      const verification = await deps.verifications.latest(input.brokerAccountId, input.tn);
      if (!verification || verification.method !== input.method) throw new NoPendingVerification();
      try {
        verification.guess(deps.codes.matches(input.verificationCode, verification.codeHash), now);
      } catch (refusal) {
        await deps.verifications.flush();
        return { refusal };
      }
      const until = verifiedUntil(now);
      listing.verifiedUntilDate = until;
      listing.updateDate = now;
      await syncCatalog(deps, listing, now);
      await deps.listings.flush();
      await deps.verifications.flush();
      return { verifiedDate: now, verifiedUntilDate: until };
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome;
  };
}
