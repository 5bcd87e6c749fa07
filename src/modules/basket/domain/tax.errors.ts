import { UnavailableError, ValidationError } from '../../../shared/domain-error.ts';

/** A tax request the estimators cannot read: unknown state, a postal code of another country, bad amounts. */
export class InvalidTaxRequest extends ValidationError {
  constructor(errors: Record<string, string>) {
    super('validation.invalid', 'Invalid request.', { errors });
  }
}

/** The tax service did not answer, or answered with an error of its own: nothing was estimated. */
export class TaxEstimateUnavailable extends UnavailableError {
  constructor(cause?: unknown) {
    super(
      'basket.tax_unavailable',
      'Taxes cannot be estimated right now. Please try again in a few minutes.',
      cause === undefined ? {} : { cause },
    );
  }
}
