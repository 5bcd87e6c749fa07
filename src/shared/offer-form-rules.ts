import { MINIMUM_OFFER_CENTS, OFFER_MESSAGES, type OfferStatus } from './offer-rules.ts';

/**
 * The buyer's side of offers that the browser checks before sending (spec 2 sections 4, 5, 8, 9); the server
 * checks the amount again.
 */

export const OFFER_REQUIRED = 'Offer amount is required.';
export const OFFER_INVALID = 'Please enter a valid dollar amount.';
export const OFFER_ADMINS_ONLY = OFFER_MESSAGES.adminsOnly;
export const OFFER_FAILED = OFFER_MESSAGES.failed;

/** Spec 2 section 5: "Required, digits and dot only, minimum 995 cents". */
const DOLLARS = /^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/;

/** The typed offer in cents, or the spec's message for it. */
export function parseOffer(text: string): { cents: number } | { problem: string } {
  const value = text.trim();
  if (!value) return { problem: OFFER_REQUIRED };
  if (!DOLLARS.test(value)) return { problem: OFFER_INVALID };
  const [whole = '', fraction = ''] = value.split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { problem: OFFER_INVALID };
  if (cents < MINIMUM_OFFER_CENTS) return { problem: OFFER_MESSAGES.tooLow };
  return { cents };
}

export const OFFER_ALREADY_COMPLETED = OFFER_MESSAGES.completed;
export const OFFER_EXPIRED = OFFER_MESSAGES.expired;
export const OFFER_NOT_ACCEPTED = OFFER_MESSAGES.notAccepted;

/**
 * Spec 2 section 4, the offer link: "The offer must be not completed, not expired and countered, else an
 * error modal shows". An accepted offer (the buyer accepted the counter, or the seller accepted) may be
 * bought too: that is where the link leads after acceptance. An offer still awaiting the seller's answer
 * (submitted) is no error either: the link says it is waiting, and until when (docs/adr/0054). A declined
 * offer is 'Offer Not Accepted'.
 */
export function offerLinkProblem(
  offer: { status: OfferStatus; expirationDate: string },
  now: Date,
): string | null {
  if (offer.status === 'completed') return OFFER_ALREADY_COMPLETED;
  if (Date.parse(offer.expirationDate) <= now.getTime()) return OFFER_EXPIRED;
  if (offer.status === 'declined') return OFFER_NOT_ACCEPTED;
  return null;
}

/** Whether the expiration date is still ahead (the seller's table shows it green, else red). */
export function isOfferOpen(expirationDate: string, now: Date): boolean {
  return Date.parse(expirationDate) > now.getTime();
}
