import type { ChargeKind, TaxableLine } from '../domain/tax-estimate.ts';
import type { TaxJurisdiction } from '../domain/tax-jurisdictions.ts';

/** Where the buyer is, and one kind of charge to tax there (its lines' amounts in cents, tax on top). */
export interface TaxQuestion {
  readonly jurisdiction: TaxJurisdiction;
  /** Normalised: `12345`, `12345-6789`, `K1A0B1`. */
  readonly zip: string;
  readonly kind: ChargeKind;
  /** At least one line, each more than 0 cents. */
  readonly lines: readonly TaxableLine[];
}

/**
 * Estimates sales and telecom taxes (docs/adr/0028): the rate table kept in the database by default, Stripe
 * Tax when STRIPE_TAX=true. Throws InvalidTaxRequest (400) for an address it cannot tax, and
 * TaxEstimateUnavailable (503) when the service fails.
 */
export interface TaxEstimator {
  /** Names the source in the cache key and the answer: 'rates' or 'stripe'. */
  readonly source: string;
  /** The tax on the lines, in cents: the sum of each line's rounded tax. */
  totalTaxCents(question: TaxQuestion): Promise<number>;
}
