import type { BasketItem, BasketItemType, BillingPeriod, ItemMode } from './basket-item.ts';
import type { OrderCharge } from './checkout-amount.ts';
import { type FraudLevel, holdsForReview, type MatchedFraudRule } from './fraud-level.ts';
import type { Referral } from './referral.ts';

/** How the order was paid: a card hold, billed to the account's credit, an employee's bypass, or nothing due. */
export type PaymentKind = 'card' | 'account' | 'bypass' | 'none';

export type OrderStatus = 'completed' | 'held_for_review' | 'rejected';

/** A basket line as it was bought: enough to provision it later (a held order) without the basket. */
export interface OrderLine {
  type: BasketItemType;
  /** Null for user seats. */
  tn: string | null;
  /** The catalog's number: set for new numbers, null for port-ins and seats. */
  numberId: number | null;
  mode: ItemMode;
  /** Null for user seats. */
  planId: number | null;
  billingPeriod: BillingPeriod;
  nrcCents: number;
  /** The number's own monthly fee plus its plan. */
  monthlyCents: number;
  /** The item's data (a port-in's carrier billing fields live here). */
  data: Readonly<Record<string, unknown>>;
  /** A licensed number's licence fee (part of monthlyCents) and yearly increase; null or absent: bought. */
  licence?: { mrcCents: number; annualIncrease: number } | null;
}

export function orderLineOf(item: BasketItem): OrderLine {
  return {
    type: item.type,
    tn: item.tn,
    numberId: item.numberId,
    mode: item.mode,
    planId: item.planId,
    billingPeriod: item.billingPeriod,
    nrcCents: item.dueOnceCents,
    monthlyCents: item.monthlyCents,
    data: { ...item.data },
    licence: item.isLicensed
      ? { mrcCents: item.mrcCents, annualIncrease: item.data.licenseAnnualIncrease ?? 0 }
      : null,
  };
}

/** A new number's line: it has its catalog number, number and plan. */
export type NumberLine = OrderLine & { tn: string; numberId: number; planId: number };
/** A port-in's line: it has its number and plan. */
export type PortInLine = OrderLine & { tn: string; planId: number };

const isSeat = (line: OrderLine) => line.type === 'user' || line.type === 'admin';

/**
 * A checked-out basket (docs/adr/0031): one per basket (basket uuid UNIQUE, so a retry never makes a second
 * order), the fraud screening's verdict, how it was paid and what it cost. A review level holds it: the numbers
 * stay reserved for it and the card stays authorized until staff (or the buyer's phone confirmation) decide.
 */
export class CheckoutOrder {
  readonly uuid: string;
  readonly basketUuid: string;
  readonly brandingId: number;
  readonly accountId: number;
  /** The account's admin who checked out (or was created for the guest): the login token's user. */
  readonly userId: number;
  /** The basket was a guest's: the account was created by this checkout. */
  readonly guestCheckout: boolean;
  readonly email: string;
  readonly fraudLevel: FraudLevel;
  readonly matchedRules: readonly MatchedFraudRule[];
  readonly paymentKind: PaymentKind;
  readonly paymentIntentId: string | null;
  /** The payment was captured when authorized (a PaymentIntent the browser had confirmed with capture). */
  paymentCaptured: boolean;
  readonly amountDueCents: number;
  readonly charges: readonly OrderCharge[];
  readonly lines: readonly OrderLine[];
  /** The anniversary date the numbers are assigned with ('YYYY-MM-DD'). */
  readonly anniversaryDate: string;
  /** The broker's widget or affiliate link that brought the buyer (domain/referral.ts), or null. */
  readonly referral: Referral | null;
  status: OrderStatus;
  readonly createdAt: Date;
  decidedAt: Date | null;
  /** The staff user who approved or rejected a held order; null when automatic. */
  decidedBy: number | null;

  constructor(props: {
    uuid: string;
    basketUuid: string;
    brandingId: number;
    accountId: number;
    userId: number;
    guestCheckout: boolean;
    email: string;
    fraudLevel: FraudLevel;
    matchedRules: readonly MatchedFraudRule[];
    paymentKind: PaymentKind;
    paymentIntentId: string | null;
    paymentCaptured: boolean;
    amountDueCents: number;
    charges: readonly OrderCharge[];
    lines: readonly OrderLine[];
    anniversaryDate: string;
    referral?: Referral | null;
    now: Date;
  }) {
    this.uuid = props.uuid;
    this.basketUuid = props.basketUuid;
    this.brandingId = props.brandingId;
    this.accountId = props.accountId;
    this.userId = props.userId;
    this.guestCheckout = props.guestCheckout;
    this.email = props.email;
    this.fraudLevel = props.fraudLevel;
    this.matchedRules = props.matchedRules;
    this.paymentKind = props.paymentKind;
    this.paymentIntentId = props.paymentIntentId;
    this.paymentCaptured = props.paymentCaptured;
    this.amountDueCents = props.amountDueCents;
    this.charges = props.charges;
    this.lines = props.lines;
    this.anniversaryDate = props.anniversaryDate;
    this.referral = props.referral ?? null;
    this.status = holdsForReview(props.fraudLevel) ? 'held_for_review' : 'completed';
    this.createdAt = props.now;
    this.decidedAt = this.status === 'completed' ? props.now : null;
    this.decidedBy = null;
  }

  get isHeld(): boolean {
    return this.status === 'held_for_review';
  }

  /** The new numbers (from the catalog) of the order. */
  get newNumberLines(): NumberLine[] {
    return this.lines.filter(
      (line): line is NumberLine => line.type === 'new' && line.numberId !== null && line.tn !== null,
    );
  }

  /** The numbers the buyer ports in. */
  get portInLines(): PortInLine[] {
    return this.lines.filter((line): line is PortInLine => line.type === 'portIn' && line.tn !== null);
  }

  /** The lines that carry a number (spec 2's tnItems): new numbers and port-ins. */
  get numberLines(): (OrderLine & { tn: string })[] {
    return this.lines.filter((line): line is OrderLine & { tn: string } => line.tn !== null && !isSeat(line));
  }

  /** A held order let through (staff approval, or the buyer's confirmation of an automated review). */
  /** A card payment authorized but not yet taken: captured when the order completes, released when rejected. */
  get awaitsCapture(): boolean {
    return this.paymentKind === 'card' && this.paymentIntentId !== null && !this.paymentCaptured;
  }

  release(now: Date, by: number | null): void {
    if (!this.isHeld) throw new Error(`Order ${this.uuid} is not held (${this.status})`);
    this.status = 'completed';
    this.decidedAt = now;
    this.decidedBy = by;
  }

  reject(now: Date, by: number): void {
    if (!this.isHeld) throw new Error(`Order ${this.uuid} is not held (${this.status})`);
    this.status = 'rejected';
    this.decidedAt = now;
    this.decidedBy = by;
  }
}

/** Spec 2 section 9: an anniversary day is capped at 28, so every month has it. `YYYY-MM-DD`. */
export function anniversaryDateFrom(now: Date): string {
  const day = Math.min(now.getUTCDate(), 28);
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}-${month}-${String(day).padStart(2, '0')}`;
}
