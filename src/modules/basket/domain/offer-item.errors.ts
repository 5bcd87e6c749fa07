import { NotAuthenticatedError, ValidationError } from '../../../shared/domain-error.ts';

/** Spec 2's offer link signs the buyer in first: an offer goes only into its buyer account's basket. */
export class OfferNeedsSignIn extends NotAuthenticatedError {
  constructor() {
    super('basket.offer_needs_sign_in', 'Please log in to check out your offer.');
  }
}

export class OfferNotForNumber extends ValidationError {
  constructor() {
    super('basket.offer_not_for_number', 'This offer is for another number.', {
      errors: { tn: 'This offer is for another number.' },
    });
  }
}
