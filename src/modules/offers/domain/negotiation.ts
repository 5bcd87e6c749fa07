import { HIGH_OFFER_CENTS, type OfferStatus, offerHoldCents } from '../../../shared/offer-rules.ts';
import { OfferCompleted, OfferExpired, OfferNotAccepted, OfferNotOpen } from './negotiation.errors.ts';

const HOUR = 3_600_000;
/** Spec 3: an offer nobody answers in 24 hours is declined; a counter or acceptance also stands 24 hours. */
export const OFFER_ANSWER_MS = 24 * HOUR;
/** Spec 3: an offer below the seller's minimum is auto-rejected within 30 minutes (we answer after 15). */
export const BELOW_MINIMUM_REJECT_MS = 15 * 60_000;
/** Spec 3: after a counter, and after a second decline, the buyer waits 24 hours to offer again. */
export const OFFER_AGAIN_WAIT_MS = 24 * HOUR;

export const DECLINED_REASONS = {
  seller: 'Declined by the seller.',
  belowMinimum: "The offer is below the seller's minimum.",
  expired: 'No answer within 24 hours.',
} as const;

export type HoldState = 'none' | 'held' | 'released' | 'captured';

export interface NewNegotiation {
  uuid: string;
  tn: string;
  brandingId: number;
  /** Null: the house (staff) sells the number. */
  sellerAccountId: number | null;
  buyerAccountId: number;
  buyerUserId: number;
  originalPriceCents: number;
  minimumOfferCents: number | null;
  offerCents: number;
  holdPaymentIntentId: string | null;
  now: Date;
}

/** An offer on a number and the seller's and buyer's answers to it (spec 2 section 4, spec 3). */
export class Negotiation {
  id!: number;
  uuid: string;
  tn: string;
  brandingId: number;
  sellerAccountId: number | null;
  buyerAccountId: number;
  buyerUserId: number;
  originalPriceCents: number;
  minimumOfferCents: number | null;
  initialOfferCents: number;
  counterOfferCents: number | null;
  offerCents: number;
  status: OfferStatus;
  declinedReason: string | null;
  wireTransfer: boolean;
  holdPaymentIntentId: string | null;
  holdCents: number;
  holdState: HoldState;
  expirationDate: Date;
  createDate: Date;
  counteredAt: Date | null;
  declinedAt: Date | null;
  completedAt: Date | null;

  constructor(input: NewNegotiation) {
    this.uuid = input.uuid;
    this.tn = input.tn;
    this.brandingId = input.brandingId;
    this.sellerAccountId = input.sellerAccountId;
    this.buyerAccountId = input.buyerAccountId;
    this.buyerUserId = input.buyerUserId;
    this.originalPriceCents = input.originalPriceCents;
    this.minimumOfferCents = input.minimumOfferCents;
    this.initialOfferCents = input.offerCents;
    this.counterOfferCents = null;
    this.offerCents = input.offerCents;
    this.status = 'submitted';
    this.declinedReason = null;
    this.wireTransfer = input.offerCents >= HIGH_OFFER_CENTS;
    this.holdPaymentIntentId = input.holdPaymentIntentId;
    this.holdCents = input.holdPaymentIntentId ? offerHoldCents(input.offerCents) : 0;
    this.holdState = input.holdPaymentIntentId ? 'held' : 'none';
    this.expirationDate = new Date(input.now.getTime() + OFFER_ANSWER_MS);
    this.createDate = input.now;
    this.counteredAt = null;
    this.declinedAt = null;
    this.completedAt = null;
  }

  isBelowMinimum(): boolean {
    return this.minimumOfferCents !== null && this.initialOfferCents < this.minimumOfferCents;
  }

  isExpired(now: Date): boolean {
    return this.expirationDate.getTime() <= now.getTime();
  }

  /** Open: still waiting on someone (the seller, the buyer's acceptance, or the buyer's checkout). */
  isOpen(): boolean {
    return this.status === 'submitted' || this.status === 'countered' || this.status === 'accepted';
  }

  /** The seller accepts a submitted offer: the buyer may check out at it for 24 hours. */
  acceptBySeller(now: Date): void {
    this.requireOpenSubmitted(now);
    this.status = 'accepted';
    this.expirationDate = new Date(now.getTime() + OFFER_ANSWER_MS);
  }

  /** The seller counters: the buyer may accept the counter within 24 hours. */
  counter(counterCents: number, now: Date): void {
    this.requireOpenSubmitted(now);
    this.counterOfferCents = counterCents;
    this.offerCents = counterCents;
    this.status = 'countered';
    this.counteredAt = now;
    this.expirationDate = new Date(now.getTime() + OFFER_ANSWER_MS);
  }

  /** The buyer accepts the seller's counter. */
  acceptCounter(now: Date): void {
    this.requireNotFinished(now);
    if (this.status !== 'countered') throw new OfferNotOpen();
    this.status = 'accepted';
    this.expirationDate = new Date(now.getTime() + OFFER_ANSWER_MS);
  }

  decline(reason: string, now: Date): void {
    if (this.status === 'completed') throw new OfferCompleted();
    if (!this.isOpen()) throw new OfferNotOpen();
    this.status = 'declined';
    this.declinedReason = reason;
    this.declinedAt = now;
  }

  /** The seller's decline: only a submitted offer that has not expired. */
  declineBySeller(now: Date): void {
    this.requireOpenSubmitted(now);
    this.decline(DECLINED_REASONS.seller, now);
  }

  /** The accepted offer as the basket may take it (spec 2's offer-link errors otherwise). */
  requireCheckoutable(now: Date): void {
    if (this.status === 'completed') throw new OfferCompleted();
    if (this.isExpired(now) || this.status === 'declined') throw new OfferExpired();
    if (this.status !== 'accepted') throw new OfferNotAccepted();
  }

  complete(now: Date): void {
    this.requireCheckoutable(now);
    this.status = 'completed';
    this.completedAt = now;
  }

  markHold(state: 'released' | 'captured'): void {
    if (this.holdState === 'held') this.holdState = state;
  }

  private requireNotFinished(now: Date): void {
    if (this.status === 'completed') throw new OfferCompleted();
    if (this.isExpired(now) || this.status === 'declined') throw new OfferExpired();
  }

  private requireOpenSubmitted(now: Date): void {
    this.requireNotFinished(now);
    if (this.status !== 'submitted') throw new OfferNotOpen();
  }
}
