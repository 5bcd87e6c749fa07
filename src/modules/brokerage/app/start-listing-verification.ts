import type { VerificationMethod } from '../../../shared/listing-verification-rules.ts';
import { ManualVerification } from '../domain/manual-verification.ts';
import {
  type ListingVerificationDeps,
  offnetListingOf,
  VERIFICATION_RATE_LIMITS,
} from './listing-verification-deps.ts';

/**
 * POST /api/accounts/brokerage/verifyListing: sends a new six-digit code to the broker's off-network number by
 * text or voice call; a pending code is replaced (spec 3 'A new verification code was sent').
 */
export function makeStartListingVerification(deps: ListingVerificationDeps) {
  return async (input: { brokerAccountId: number; tn: string; method: VerificationMethod }) => {
    const now = deps.clock.now();
    await deps.rateLimiter.hit([VERIFICATION_RATE_LIMITS.send(input.brokerAccountId)], now);
    return deps.tx(async () => {
      await offnetListingOf(deps, input.brokerAccountId, input.tn, { lock: true });
      const previous = await deps.verifications.latest(input.brokerAccountId, input.tn);
      previous?.replace(now);
      const code = deps.codes.newCode();
      await deps.verifications.add(
        new ManualVerification({
          tn: input.tn,
          brokerAccountId: input.brokerAccountId,
          method: input.method,
          codeHash: deps.codes.digest(code),
          now,
        }),
      );
      await deps.delivery.send({ method: input.method, tn: input.tn, code });
      return { tn: input.tn };
    });
  };
}
