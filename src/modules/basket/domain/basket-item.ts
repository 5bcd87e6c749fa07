import { type ListedPrices, listingAction } from '../../../shared/listing-rules.ts';
import { NumberNotOfferedThatWay } from './basket.errors.ts';
import type { BasketItemData } from './basket-data.ts';

/** Spec 2 section 9: a reserved number item is removed 30 minutes (1800 s) after it was added. */
export const RESERVATION_MS = 30 * 60 * 1000;

export const BILLING_PERIODS = [1, 12] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/**
 * Spec 2 section 3's item types: a new number from the catalog, a number ported in, and brand 2's user
 * seats (standard and admin) for a new account (docs/adr/0027).
 */
export type BasketItemType = 'new' | 'portIn' | 'user' | 'admin';

/** Brand 2's user lines: a standard user or an admin user, each a seat with a monthly price. */
export type SeatType = 'user' | 'admin';

/** Spec 2 section 9: plan 1 (Park). A port-in on Park billed yearly pays no port-in fee. */
export const PARK_PLAN_ID = 1;
/** Plan 0 lets a number be ported away: never for licensed numbers or port-ins (spec 2, section 4). */
export const PORT_AWAY_PLAN_ID = 0;

/** Buying the number outright, or licensing it month to month. */
export type ItemMode = 'buy' | 'license';

/** A plan as the basket prices it: its monthly charge in cents. */
export interface PricedPlan {
  id: number;
  mrcCents: number;
}

/** The number as the catalog held it for the basket, with its listed prices. */
export interface HeldNumber extends ListedPrices {
  numberId: number;
  tn: string;
  /** Who supplies it (spec 2's vendor list); for fraud rules and staff, never shown to customers. */
  vendor: string;
  /** A licence's yearly increase of its monthly fee, hundredths of a percent (null or absent: none). */
  licenseAnnualIncreaseBp?: number | null;
}

interface BasketItemProps {
  basketUuid: string;
  type: BasketItemType;
  tn: string | null;
  numberId: number | null;
  mode: ItemMode;
  planId: number | null;
  billingPeriod: BillingPeriod;
  priceCents: number;
  nrcCents: number;
  mrcCents: number;
  planMrcCents: number;
  /** A catalog number's vendor; null for port-ins and seats. */
  vendor?: string | null;
  data: BasketItemData;
  createdAt: Date;
  deletedAt: Date | null;
}

/**
 * One line of a basket (docs/adr/0027). Money in cents:
 * - 'new': a catalog number; `priceCents` is what it costs (sale price, or licence setup fee), `nrcCents` what
 *   is due once, `mrcCents` its own monthly fee (the licence fee; 0 when bought).
 * - 'portIn': a number the buyer brings (no catalog number: `numberId` null); `priceCents` is the brand's
 *   port-in (lnp) fee as the account pays it, due upon port-in unless waived (`dueOnceCents`).
 * - 'user' / 'admin': a seat of a new brand-2 account: no number and no plan; `mrcCents` is the seat's price.
 * `planMrcCents` is the chosen plan's monthly charge, copied when the plan was chosen. Only 'new' lines are
 * reservations that lapse after 30 minutes; port-ins and seats hold nothing and stay until removed.
 */
export class BasketItem {
  id!: number;
  readonly basketUuid: string;
  readonly type: BasketItemType;
  /** E.164; null for seats. */
  readonly tn: string | null;
  /** The catalog's number; null for port-ins and seats. */
  readonly numberId: number | null;
  /** 'buy' for every line that is not a licence. */
  readonly mode: ItemMode;
  /** Null for seats. */
  planId: number | null;
  billingPeriod: BillingPeriod;
  readonly priceCents: number;
  readonly nrcCents: number;
  readonly mrcCents: number;
  planMrcCents: number;
  /** Spec 2's basket item `vendor`: the catalog number's supplier; null for port-ins and seats. */
  readonly vendor: string | null;
  readonly data: BasketItemData;
  readonly createdAt: Date;
  deletedAt: Date | null;

  private constructor(props: BasketItemProps) {
    this.basketUuid = props.basketUuid;
    this.type = props.type;
    this.tn = props.tn;
    this.numberId = props.numberId;
    this.mode = props.mode;
    this.planId = props.planId;
    this.billingPeriod = props.billingPeriod;
    this.priceCents = props.priceCents;
    this.nrcCents = props.nrcCents;
    this.mrcCents = props.mrcCents;
    this.planMrcCents = props.planMrcCents;
    this.vendor = props.vendor ?? null;
    this.data = props.data;
    this.createdAt = props.createdAt;
    this.deletedAt = props.deletedAt;
  }

  /**
   * A held number bought or licensed, with prices from the catalog (never the browser's). Throws
   * NumberNotOfferedThatWay when the listing does not offer that button (Add to Cart / Start License).
   */
  static newNumber(input: {
    basketUuid: string;
    number: HeldNumber;
    mode: ItemMode;
    plan: PricedPlan;
    billingPeriod: BillingPeriod;
    data?: BasketItemData;
    now: Date;
  }): BasketItem {
    const { number, mode } = input;
    const action = listingAction(number);
    if (mode === 'buy' && action.buy !== 'addToCart')
      throw new NumberNotOfferedThatWay(
        action.buy === null
          ? 'This number is not for sale; it may be licensed instead.'
          : 'This number is sold through an agent: use Contact Agent.',
      );
    if (mode === 'license' && action.license !== 'startLicense')
      throw new NumberNotOfferedThatWay(
        action.license === null
          ? 'This number is not offered for licence.'
          : 'This licence is arranged through an agent: use Contact Agent.',
      );
    const price = mode === 'buy' ? number.priceCents : (number.licenseOneTimeCents ?? 0);
    return new BasketItem({
      basketUuid: input.basketUuid,
      type: 'new',
      tn: number.tn,
      numberId: number.numberId,
      vendor: number.vendor,
      mode,
      planId: input.plan.id,
      billingPeriod: input.billingPeriod,
      priceCents: price,
      nrcCents: price,
      mrcCents: mode === 'license' ? (number.licenseMonthlyCents ?? 0) : 0,
      planMrcCents: input.plan.mrcCents,
      // A licence's annual increase travels with the line to the account's number (docs/adr/0038).
      data:
        mode === 'license'
          ? { ...input.data, licenseAnnualIncrease: number.licenseAnnualIncreaseBp ?? 0 }
          : (input.data ?? {}),
      createdAt: input.now,
      deletedAt: null,
    });
  }

  /**
   * Spec 2's admin-added item: a number staff add on the admin add-number page at the price, licence fees and
   * commission they set (docs/adr/0071). The listing rules are not asked: staff sell what the customer agreed.
   */
  static adminNumber(input: {
    basketUuid: string;
    number: { numberId: number; tn: string; vendor: string };
    mode: ItemMode;
    plan: PricedPlan;
    priceCents: number;
    /** A licence's monthly fee, cents (0 for a purchase). */
    licenseMrcCents: number;
    data: BasketItemData;
    now: Date;
  }): BasketItem {
    return new BasketItem({
      basketUuid: input.basketUuid,
      type: 'new',
      tn: input.number.tn,
      numberId: input.number.numberId,
      vendor: input.number.vendor,
      mode: input.mode,
      planId: input.plan.id,
      billingPeriod: 1,
      priceCents: input.priceCents,
      nrcCents: input.priceCents,
      mrcCents: input.mode === 'license' ? input.licenseMrcCents : 0,
      planMrcCents: input.plan.mrcCents,
      data: input.data,
      createdAt: input.now,
      deletedAt: null,
    });
  }

  /**
   * A number the buyer ports in, priced with the brand's port-in (lnp) fee as the basket's account pays it.
   * The billing fields of the current carrier travel in `data`.
   */
  static portIn(input: {
    basketUuid: string;
    tn: string;
    plan: PricedPlan;
    billingPeriod: BillingPeriod;
    lnpFeeCents: number;
    data?: BasketItemData;
    now: Date;
  }): BasketItem {
    return new BasketItem({
      basketUuid: input.basketUuid,
      type: 'portIn',
      tn: input.tn,
      numberId: null,
      mode: 'buy',
      planId: input.plan.id,
      billingPeriod: input.billingPeriod,
      priceCents: input.lnpFeeCents,
      nrcCents: input.lnpFeeCents,
      mrcCents: 0,
      planMrcCents: input.plan.mrcCents,
      data: input.data ?? {},
      createdAt: input.now,
      deletedAt: null,
    });
  }

  /** A standard or admin user of a new brand-2 account, billed monthly at the seat's price. */
  static seat(input: { basketUuid: string; type: SeatType; mrcCents: number; now: Date }): BasketItem {
    return new BasketItem({
      basketUuid: input.basketUuid,
      type: input.type,
      tn: null,
      numberId: null,
      mode: 'buy',
      planId: null,
      billingPeriod: 1,
      priceCents: 0,
      nrcCents: 0,
      mrcCents: input.mrcCents,
      planMrcCents: 0,
      data: {},
      createdAt: input.now,
      deletedAt: null,
    });
  }

  get isLicensed(): boolean {
    return this.mode === 'license';
  }

  get isSeat(): boolean {
    return this.type === 'user' || this.type === 'admin';
  }

  /** A reservation of a catalog number: only these lapse after 30 minutes. */
  get isReservation(): boolean {
    return this.type === 'new';
  }

  /**
   * What is due once for the line. A port-in's is its port-in fee, which spec 2 section 9 waives for plan 1
   * (Park) billed every 12 months; every other line's is its nrc.
   */
  get dueOnceCents(): number {
    if (this.type === 'portIn' && this.planId === PARK_PLAN_ID && this.billingPeriod === 12) return 0;
    return this.nrcCents;
  }

  /** When the reservation lapses and the item leaves the basket; null for lines that hold nothing. */
  get expiresAt(): Date | null {
    return this.isReservation ? new Date(this.createdAt.getTime() + RESERVATION_MS) : null;
  }

  /** Monthly charge of the line: the number's own fee plus its plan. */
  get monthlyCents(): number {
    return this.mrcCents + this.planMrcCents;
  }

  /** In the basket up to and including its expiry instant, like the catalog's hold (`reserved_until >= now`). */
  isLive(now: Date): boolean {
    const expiresAt = this.expiresAt;
    return this.deletedAt === null && (expiresAt === null || now.getTime() <= expiresAt.getTime());
  }

  /** Lapsed but not yet marked: the expiry job's work. */
  hasLapsed(now: Date): boolean {
    return this.deletedAt === null && !this.isLive(now);
  }

  /**
   * Spec 2 section 4: a new plan resets the billing period to monthly, unless it is plan 1 (Park) on a port-in,
   * where a yearly period waives the port-in fee.
   */
  changePlan(plan: PricedPlan): void {
    if (plan.id === this.planId) return;
    this.planId = plan.id;
    this.planMrcCents = plan.mrcCents;
    if (!(plan.id === PARK_PLAN_ID && this.type === 'portIn')) this.billingPeriod = 1;
  }

  changeBillingPeriod(period: BillingPeriod): void {
    this.billingPeriod = period;
  }

  /** Removed by the visitor now, or by expiry at the moment it lapsed. */
  remove(at: Date): void {
    this.deletedAt ??= at;
  }

  /** Marks a lapsed item deleted as of its expiry time (lines that hold nothing never lapse). */
  expire(): void {
    if (this.expiresAt) this.remove(this.expiresAt);
  }
}

/**
 * The mode a number is added in when the client names none (POST /api/baskets/items without `mode`): bought,
 * unless the number can only be licensed (toll-free numbers always are).
 */
export function defaultModeFor(number: ListedPrices & { tn: string }): ItemMode {
  const action = listingAction(number);
  return action.buy === null && action.license !== null ? 'license' : 'buy';
}

export const isBillingPeriod = (value: number): value is BillingPeriod =>
  (BILLING_PERIODS as readonly number[]).includes(value);
