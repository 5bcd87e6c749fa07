import { formatCents } from './money.ts';

/** Spec 2 section 9: the smallest offer accepted, in cents ($9.95). */
export const MINIMUM_OFFER_CENTS = 995;
/** Spec 2 section 9: offers of this many cents or more are high offers, paid by wire transfer. */
export const HIGH_OFFER_CENTS = 1_000_000;
/** Spec 2 section 4: a high offer holds this much on the card; others hold the offer itself. */
export const HIGH_OFFER_HOLD_CENTS = 100;

export const OFFER_STATUSES = ['submitted', 'countered', 'accepted', 'declined', 'completed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The spec's messages, shared by the API and the make-offer form. */
export const OFFER_MESSAGES = {
  tooLow: `Please enter an offer of at least ${formatCents(MINIMUM_OFFER_CENTS)}.`,
  adminsOnly: 'You must be logged in as an account admin to make an offer.',
  overCreditLimit:
    'Your account balance is over its credit limit. Please pay your balance before making an offer.',
  expired: 'Offer Expired',
  completed: 'Offer Already Completed',
  notAccepted: 'Offer Not Accepted',
  failed: 'Offer failed',
} as const;

/** The card hold an offer needs (spec 2 section 4). */
export function offerHoldCents(offerCents: number): number {
  return offerCents >= HIGH_OFFER_CENTS ? HIGH_OFFER_HOLD_CENTS : offerCents;
}

export const isHighOffer = (offerCents: number) => offerCents >= HIGH_OFFER_CENTS;
