import Stripe from 'stripe';
import { InvalidTaxRequest, TaxEstimateUnavailable } from '../../domain/tax.errors.ts';
import type { TaxEstimator, TaxQuestion } from '../../ports/tax-estimator.ts';

/** What Stripe answers for an address it cannot place in a tax jurisdiction. */
const TAX_LOCATION_INVALID = 'customer_tax_location_invalid';

/**
 * Stripe Tax calculations (docs/adr/0028), used when STRIPE_TAX=true. One calculation per kind of charge,
 * in USD (our prices), tax added on top (`exclusive`), at the billing address's state and postal code. No
 * tax code is sent: Stripe applies the account's default product tax code, which finance sets in the
 * Dashboard for telecom service. Stripe rounds each line; we take its total as it is.
 */
export class StripeTaxEstimator implements TaxEstimator {
  readonly source = 'stripe';
  readonly #stripe: Stripe;

  constructor(stripe: Stripe) {
    this.#stripe = stripe;
  }

  async totalTaxCents(question: TaxQuestion): Promise<number> {
    try {
      const calculation = await this.#stripe.tax.calculations.create({
        currency: 'usd',
        line_items: question.lines.map((line) => ({
          amount: line.amountCents,
          reference: line.reference,
          tax_behavior: 'exclusive',
        })),
        customer_details: {
          address: {
            country: question.jurisdiction.country,
            state: question.jurisdiction.code,
            postal_code: question.zip,
          },
          address_source: 'billing',
        },
      });
      return calculation.tax_amount_exclusive;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === TAX_LOCATION_INVALID)
        throw new InvalidTaxRequest({ zip: 'We could not find where this postal code is for tax.' });
      throw new TaxEstimateUnavailable(error);
    }
  }
}

/** The estimator over a Stripe client of its own (`sdkOptions` point it elsewhere in tests). */
export function stripeTaxEstimator(options: {
  secretKey: string;
  sdkOptions?: ConstructorParameters<typeof Stripe>[1];
}): StripeTaxEstimator {
  return new StripeTaxEstimator(
    new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 10_000, ...options.sdkOptions }),
  );
}
