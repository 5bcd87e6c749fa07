import {
  LICENSE_ANNUAL_INCREASES,
  LISTING_MESSAGES,
  type ListingType,
  listingPriceErrors,
  PIG_PICK_PERCENTAGES,
} from '../../../shared/broker-listing-rules.ts';
import { applyPriceChange, isOnSale } from '../../../shared/on-sale.ts';
import { ListingInvalid, NoListingChanges } from './brokerage.errors.ts';

/** The fields a broker changes on a listing (PATCH, bulk job, CSV row); absent means unchanged. Cents. */
export interface ListingChange {
  isListed?: boolean;
  priceCents?: number;
  minimumOfferCents?: number | null;
  isNegotiable?: boolean;
  isLicensable?: boolean;
  licenseOneTimeCents?: number | null;
  licenseMonthlyCents?: number | null;
  /** Percent; a value not in LICENSE_ANNUAL_INCREASES is refused (the screen resets it to 0 first). */
  licenseAnnualIncrease?: number;
  pigPickPercentage?: number;
}

/** What happened to a listing: the counters of a job (spec 3 Job) and the ops of its history. */
export type ListingOp = 'list' | 'delist' | 'modify' | 'noop';

/** A history entry's 'to' object (spec 3 Listing history entry), the listing as it stood after the change. */
export interface ListingSnapshot {
  isListed: boolean;
  price: number;
  floorPrice: number | null;
  licenseMonthlyFee: number | null;
  licenseOneTimeFee: number | null;
  licenseAnnualIncrease: number;
  showNegotiable: boolean;
  pigPickPercentage: number;
}

export interface NewListing {
  tn: string;
  brokerAccountId: number;
  type: ListingType;
  now: Date;
}

/**
 * A broker's number and its terms (spec 3 Listing). On-network: a number the broker's account holds with us;
 * off-network: held elsewhere, shown only while its verification stands. What it puts on sale is published to
 * the catalog (docs/adr/0055).
 */
export class Listing {
  id!: number;
  tn: string;
  brokerAccountId: number;
  type: ListingType;
  isListed: boolean;
  priceCents: number;
  /** The price struck through while on sale (spec 3 retailPrice); equals priceCents otherwise. */
  retailPriceCents: number;
  priceChangedAt: Date | null;
  onSaleUntil: Date | null;
  minimumOfferCents: number | null;
  isNegotiable: boolean;
  isLicensable: boolean;
  licenseOneTimeCents: number | null;
  licenseMonthlyCents: number | null;
  licenseAnnualIncrease: number;
  pigPickPercentage: number;
  /** The approved vanity spelling (staff approve requests, docs/adr/0055); null without one. */
  spelling: string | null;
  /** Off-network only: shown until then (listing verification). Null: never verified. */
  verifiedUntilDate: Date | null;
  createDate: Date;
  updateDate: Date;

  constructor(input: NewListing) {
    this.tn = input.tn;
    this.brokerAccountId = input.brokerAccountId;
    this.type = input.type;
    this.isListed = false;
    this.priceCents = 0;
    this.retailPriceCents = 0;
    this.priceChangedAt = null;
    this.onSaleUntil = null;
    this.minimumOfferCents = null;
    this.isNegotiable = false;
    this.isLicensable = false;
    this.licenseOneTimeCents = null;
    this.licenseMonthlyCents = null;
    this.licenseAnnualIncrease = 0;
    this.pigPickPercentage = 0;
    this.spelling = null;
    this.verifiedUntilDate = null;
    this.createDate = input.now;
    this.updateDate = input.now;
  }

  isOnSale(now: Date): boolean {
    return isOnSale(this.onSaleUntil, now);
  }

  /** Off-network numbers need a standing verification (spec 3) before search shows them. */
  needsVerification(now: Date): boolean {
    return this.type === 'offnet' && (this.verifiedUntilDate === null || this.verifiedUntilDate <= now);
  }

  /** Whether search should show it now: listed, and verified when off-network. */
  isShown(now: Date): boolean {
    return this.isListed && !this.needsVerification(now);
  }

  snapshot(): ListingSnapshot {
    return {
      isListed: this.isListed,
      price: this.priceCents,
      floorPrice: this.minimumOfferCents,
      licenseMonthlyFee: this.licenseMonthlyCents,
      licenseOneTimeFee: this.licenseOneTimeCents,
      licenseAnnualIncrease: this.licenseAnnualIncrease,
      showNegotiable: this.isNegotiable,
      pigPickPercentage: this.pigPickPercentage,
    };
  }

  /**
   * Applies a broker's change (spec 3 sections 1 and 5) and answers what it did. Throws ListingInvalid with
   * field messages (nothing changes) or NoListingChanges when `refuseNoop` (the PATCH of the screen; jobs
   * count a no-op instead). The on-sale rule runs on every price change.
   */
  apply(change: ListingChange, now: Date, options: { refuseNoop?: boolean } = {}): ListingOp {
    const errors: Record<string, string> = {};
    if (change.pigPickPercentage !== undefined && !includes(PIG_PICK_PERCENTAGES, change.pigPickPercentage))
      errors.pigPickPercentage = LISTING_MESSAGES.pigPick;
    if (
      change.licenseAnnualIncrease !== undefined &&
      !includes(LICENSE_ANNUAL_INCREASES, change.licenseAnnualIncrease)
    )
      errors.licenseAnnualIncrease = LISTING_MESSAGES.annualIncrease;
    for (const [field, cents] of Object.entries(change))
      if (typeof cents === 'number' && field.endsWith('Cents') && (!Number.isSafeInteger(cents) || cents < 0))
        errors[field.replace(/Cents$/, '')] = LISTING_MESSAGES.notAnAmount;
    const next = { ...this.snapshotForRules(), ...definedOnly(change) };
    Object.assign(errors, listingPriceErrors({ tn: this.tn, ...next }));
    if (Object.keys(errors).length > 0) throw new ListingInvalid(errors);

    const before = JSON.stringify(this.snapshot());
    const wasListed = this.isListed;
    if (next.priceCents !== this.priceCents) {
      const priced = applyPriceChange(
        {
          priceCents: this.priceCents,
          retailPriceCents: this.retailPriceCents,
          changedAt: this.priceChangedAt,
          onSaleUntil: this.onSaleUntil,
        },
        next.priceCents,
        now,
      );
      this.priceCents = priced.priceCents;
      this.retailPriceCents = priced.retailPriceCents;
      this.priceChangedAt = priced.changedAt;
      this.onSaleUntil = priced.onSaleUntil;
    }
    this.isListed = next.isListed;
    this.minimumOfferCents = next.minimumOfferCents;
    this.isNegotiable = next.isNegotiable;
    this.isLicensable = next.isLicensable;
    this.licenseOneTimeCents = next.licenseOneTimeCents;
    this.licenseMonthlyCents = next.licenseMonthlyCents;
    this.licenseAnnualIncrease = next.licenseAnnualIncrease;
    this.pigPickPercentage = next.pigPickPercentage;
    if (JSON.stringify(this.snapshot()) === before) {
      if (options.refuseNoop) throw new NoListingChanges();
      return 'noop';
    }
    this.updateDate = now;
    if (this.isListed !== wasListed) return this.isListed ? 'list' : 'delist';
    return 'modify';
  }

  private snapshotForRules() {
    return {
      isListed: this.isListed,
      priceCents: this.priceCents,
      minimumOfferCents: this.minimumOfferCents,
      isNegotiable: this.isNegotiable,
      isLicensable: this.isLicensable,
      licenseOneTimeCents: this.licenseOneTimeCents,
      licenseMonthlyCents: this.licenseMonthlyCents,
      licenseAnnualIncrease: this.licenseAnnualIncrease,
      pigPickPercentage: this.pigPickPercentage,
    };
  }
}

function includes(list: readonly number[], value: number): boolean {
  return list.includes(value);
}

function definedOnly<T extends object>(change: T): Partial<T> {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<T>;
}
