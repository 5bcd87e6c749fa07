import { type ListedPrices, listingAction } from '../../../shared/listing-rules.ts';
import { NumberNotOfferedThatWay } from './basket.errors.ts';
import type { BasketItemData } from './basket-data.ts';

/** Spec 2 section 9: a reserved number item is removed 30 minutes (1800 s) after it was added. */
export const RESERVATION_MS = 30 * 60 * 1000;

export const BILLING_PERIODS = [1, 12] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/**
 * Spec 2 section 3's item types: a new number from the catalog, a number ported in, and brand 2's user
 * seats (standard and admin). Only 'new' lines are made so far; checkout adds the others.
 */
export type BasketItemType = 'new' | 'portIn' | 'user' | 'admin';

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
}

interface BasketItemProps {
  basketUuid: string;
  type: BasketItemType;
  tn: string;
  numberId: number;
  mode: ItemMode;
  planId: number;
  billingPeriod: BillingPeriod;
  priceCents: number;
  nrcCents: number;
  mrcCents: number;
  planMrcCents: number;
  data: BasketItemData;
  createdAt: Date;
  deletedAt: Date | null;
}

/**
 * One line of a basket. Only new numbers ('new') so far; port-ins and users come later. Money in cents:
 * `priceCents` is what the number itself costs (sale price, or licence setup fee), `nrcCents` what is due
 * once, `mrcCents` the number's own monthly fee (the licence fee; 0 when bought) and `planMrcCents` the
 * chosen plan's monthly charge, copied when the plan was chosen.
 */
export class BasketItem {
  id!: number;
  readonly basketUuid: string;
  readonly type: BasketItemType;
  readonly tn: string;
  readonly numberId: number;
  readonly mode: ItemMode;
  planId: number;
  billingPeriod: BillingPeriod;
  readonly priceCents: number;
  readonly nrcCents: number;
  readonly mrcCents: number;
  planMrcCents: number;
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
      mode,
      planId: input.plan.id,
      billingPeriod: input.billingPeriod,
      priceCents: price,
      nrcCents: price,
      mrcCents: mode === 'license' ? (number.licenseMonthlyCents ?? 0) : 0,
      planMrcCents: input.plan.mrcCents,
      data: input.data ?? {},
      createdAt: input.now,
      deletedAt: null,
    });
  }

  get isLicensed(): boolean {
    return this.mode === 'license';
  }

  /** When the reservation lapses and the item leaves the basket. */
  get expiresAt(): Date {
    return new Date(this.createdAt.getTime() + RESERVATION_MS);
  }

  /** Monthly charge of the line: the number's own fee plus its plan. */
  get monthlyCents(): number {
    return this.mrcCents + this.planMrcCents;
  }

  /** In the basket up to and including its expiry instant, like the catalog's hold (`reserved_until >= now`). */
  isLive(now: Date): boolean {
    return this.deletedAt === null && now.getTime() <= this.expiresAt.getTime();
  }

  /** Lapsed but not yet marked: the expiry job's work. */
  hasLapsed(now: Date): boolean {
    return this.deletedAt === null && !this.isLive(now);
  }

  /** Spec 2 section 4: a new plan resets the billing period to monthly. */
  changePlan(plan: PricedPlan): void {
    if (plan.id === this.planId) return;
    this.planId = plan.id;
    this.planMrcCents = plan.mrcCents;
    this.billingPeriod = 1;
  }

  changeBillingPeriod(period: BillingPeriod): void {
    this.billingPeriod = period;
  }

  /** Removed by the visitor now, or by expiry at the moment it lapsed. */
  remove(at: Date): void {
    this.deletedAt ??= at;
  }

  /** Marks a lapsed item deleted as of its expiry time. */
  expire(): void {
    this.remove(this.expiresAt);
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
