import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RuleViolationError,
  ValidationError,
} from '../../../shared/domain-error.ts';
import { OFFER_MESSAGES } from '../../../shared/offer-rules.ts';

export class NegotiationNotFound extends NotFoundError {
  constructor() {
    super('offers.negotiation_not_found', 'Offer not found.');
  }
}

export class OfferTooLow extends ValidationError {
  constructor() {
    super('offers.offer_too_low', OFFER_MESSAGES.tooLow, { errors: { offer: OFFER_MESSAGES.tooLow } });
  }
}

export class OfferAdminsOnly extends ForbiddenError {
  constructor() {
    super('offers.admins_only', OFFER_MESSAGES.adminsOnly);
  }
}

export class OfferOverCreditLimit extends RuleViolationError {
  constructor() {
    super('offers.over_credit_limit', OFFER_MESSAGES.overCreditLimit);
  }
}

export class OfferExpired extends RuleViolationError {
  constructor() {
    super('offers.expired', OFFER_MESSAGES.expired);
  }
}

export class OfferCompleted extends RuleViolationError {
  constructor() {
    super('offers.completed', OFFER_MESSAGES.completed);
  }
}

export class OfferNotAccepted extends RuleViolationError {
  constructor() {
    super('offers.not_accepted', OFFER_MESSAGES.notAccepted);
  }
}

/** The answer does not fit the offer's state (e.g. accepting a submitted offer as the buyer). */
export class OfferNotOpen extends ConflictError {
  constructor() {
    super('offers.not_open', 'This offer can no longer be answered that way.');
  }
}

export class OfferWaitRequired extends RuleViolationError {
  constructor(until: Date) {
    super(
      'offers.wait_required',
      `You cannot make another offer on this number until ${until.toISOString()}.`,
    );
  }
}

export class OfferAlreadyOpen extends ConflictError {
  constructor() {
    super('offers.already_open', 'You already have an open offer on this number.');
  }
}

export class NumberNotNegotiable extends RuleViolationError {
  constructor() {
    super('offers.not_negotiable', 'This number does not take offers.');
  }
}

export class OfferHoldRequired extends ValidationError {
  constructor() {
    super('offers.hold_required', 'A card hold (paymentIntentId) is required to make an offer.', {
      errors: { paymentIntentId: 'A card hold is required to make an offer.' },
    });
  }
}
