/**
 * The buyer's side of offers that the browser checks before sending (spec 2 sections 4, 5, 8, 9); the server
 * checks the amount again.
 */

/** Spec 2 section 9: "minimum offer 995 cents". */
export const MIN_OFFER_CENTS = 995;
/** Spec 2 section 9: "high offer 1,000,000 cents or more" (paid by wire transfer). */
export const HIGH_OFFER_CENTS = 1_000_000;
/** Spec 2 section 4: a high offer holds 100 cents on the card, any other the offer itself. */
export const HIGH_OFFER_HOLD_CENTS = 100;

export const OFFER_REQUIRED = 'Offer amount is required.';
export const OFFER_INVALID = 'Please enter a valid dollar amount.';
export const offerTooLow = (amount: string) => `Please enter an offer of at least ${amount}.`;
export const OFFER_ADMINS_ONLY = 'You must be logged in as an account admin to make an offer.';
export const OFFER_FAILED = 'Offer failed';

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
  if (cents < MIN_OFFER_CENTS) return { problem: offerTooLow('$9.95') };
  return { cents };
}

/** What the card holds while an offer waits: 100 cents for a high offer (wire transfer), else the offer. */
export function offerHoldCents(offerCents: number): number {
  return offerCents >= HIGH_OFFER_CENTS ? HIGH_OFFER_HOLD_CENTS : offerCents;
}

export type OfferStatus = 'submitted' | 'countered' | 'accepted' | 'declined' | 'completed';

export const OFFER_ALREADY_COMPLETED = 'Offer Already Completed';
export const OFFER_EXPIRED = 'Offer Expired';
export const OFFER_NOT_ACCEPTED = 'Offer Not Accepted';

/**
 * Spec 2 section 4, the offer link: "The offer must be not completed, not expired and countered, else an
 * error modal shows". An accepted offer (the buyer accepted the counter, or the seller accepted) may be
 * bought too: that is where the link leads after acceptance.
 */
export function offerLinkProblem(
  offer: { status: OfferStatus; expirationDate: string },
  now: Date,
): string | null {
  if (offer.status === 'completed') return OFFER_ALREADY_COMPLETED;
  if (Date.parse(offer.expirationDate) <= now.getTime()) return OFFER_EXPIRED;
  if (offer.status !== 'countered' && offer.status !== 'accepted') return OFFER_NOT_ACCEPTED;
  return null;
}

/** Whether the expiration date is still ahead (the seller's table shows it green, else red). */
export function isOfferOpen(expirationDate: string, now: Date): boolean {
  return Date.parse(expirationDate) > now.getTime();
}
