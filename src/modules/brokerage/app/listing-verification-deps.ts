import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import type { Listing } from '../domain/listing.ts';
import { VerifiableListingNotFound } from '../domain/verification.errors.ts';
import type { ListingRepository } from '../ports/listing-repository.ts';
import type { ManualVerifications } from '../ports/manual-verifications.ts';
import type { PublishedListings } from '../ports/published-listings.ts';
import type { VerificationCodeDelivery } from '../ports/verification-code-delivery.ts';

/** Six-digit codes kept only as an HMAC under the data key (platform HmacCodes). */
export interface VerificationCodes {
  newCode(): string;
  digest(code: string): string;
  matches(code: string, digest: string): boolean;
}

export interface ListingVerificationDeps {
  listings: ListingRepository;
  verifications: ManualVerifications;
  published: PublishedListings;
  codes: VerificationCodes;
  delivery: VerificationCodeDelivery;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The broker's own off-network listing of the number; anything else answers 404 (spec 3, ADR 0059). */
export async function offnetListingOf(
  deps: Pick<ListingVerificationDeps, 'listings'>,
  brokerAccountId: number,
  tn: string,
  options: { lock?: boolean } = {},
): Promise<Listing> {
  const listing = await deps.listings.ofBroker(brokerAccountId, tn, options);
  if (listing?.type !== 'offnet') throw new VerifiableListingNotFound();
  return listing;
}

const HOUR_MS = 3_600_000;

/** Per broker account: codes sent and codes tried in an hour, on top of 5 guesses per code. */
export const VERIFICATION_RATE_LIMITS = {
  send: (brokerAccountId: number) => ({
    key: `brokerage-verify-send:account:${brokerAccountId}`,
    limit: 20,
    windowMs: HOUR_MS,
    message: 'Too many verification codes were sent. Please wait an hour and try again.',
  }),
  guess: (brokerAccountId: number) => ({
    key: `brokerage-verify-guess:account:${brokerAccountId}`,
    limit: 30,
    windowMs: HOUR_MS,
    message: 'Too many verification attempts. Please wait an hour and try again.',
  }),
};
