import { NOT_A_CARD_MESSAGE, UNKNOWN_CARD_BRAND_MESSAGE } from '../../../shared/card-brands.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RuleViolationError,
  ValidationError,
} from '../../../shared/domain-error.ts';

/** The card provider refused the card; the message is the card's own ('Your card was declined.'). */
export class PaymentDeclined extends RuleViolationError {
  readonly declineCode: string;

  constructor(message: string, declineCode = 'card_declined') {
    super('billing.payment_declined', message);
    this.declineCode = declineCode;
  }
}

export class PaymentNotFound extends NotFoundError {
  constructor() {
    super('billing.payment_not_found', 'Payment not found');
  }
}

/** The payment exists but is for another reference or another amount. */
export class PaymentMismatch extends RuleViolationError {
  constructor() {
    super('billing.payment_mismatch', 'The payment does not match this order.');
  }
}

export class UnsupportedCardBrand extends RuleViolationError {
  constructor() {
    super('billing.unsupported_card_brand', UNKNOWN_CARD_BRAND_MESSAGE);
  }
}

export class NotACard extends RuleViolationError {
  constructor() {
    super('billing.not_a_card', NOT_A_CARD_MESSAGE);
  }
}

/** The payment is in a state that does not allow the operation (capturing a cancelled hold...). */
export class PaymentStateConflict extends RuleViolationError {
  constructor(message: string) {
    super('billing.payment_state', message);
  }
}

export class InvalidWebhookSignature extends ValidationError {
  constructor() {
    super('billing.invalid_signature', 'The Stripe-Signature header is missing, forged or too old.');
  }
}

/** A payment reference the caller may not pay for (another's basket, an unknown one): answered as not found. */
export class PaymentReferenceNotFound extends NotFoundError {
  constructor() {
    super('billing.reference_not_found', 'There is nothing to pay for this reference, or it is not yours.');
  }
}

export class NoPaymentAccess extends ForbiddenError {
  constructor() {
    super('billing.no_payment_access', 'You do not have access to manage payments on this account');
  }
}

export class SetupNotConfirmed extends RuleViolationError {
  constructor() {
    super('billing.setup_not_confirmed', 'The card has not been confirmed yet.');
  }
}

/** Paying with the card on file when the account has none (spec 2's payment-method text). */
export class NoCardOnFile extends RuleViolationError {
  constructor() {
    super('billing.no_card_on_file', 'You do not have a credit card on file.');
  }
}

/** A staff dunning action on an account that is not in dunning (never was, or it ended). */
export class DunningNotFound extends NotFoundError {
  constructor() {
    super('billing.dunning_not_found', 'This account is not in dunning.');
  }
}

/** A staff "retry now" while a payment of the account is being collected (a double click, or the daily run). */
export class DunningPaymentInProgress extends ConflictError {
  constructor() {
    super(
      'billing.dunning_payment_in_progress',
      'A payment for this account is being collected already. Reload to see its outcome.',
    );
  }
}

export class DunningNothingToExtend extends RuleViolationError {
  constructor() {
    super(
      'billing.dunning_nothing_to_extend',
      'The retries are used up and the licences have ended: there is nothing left to push back.',
    );
  }
}

export class DunningDelayTooLong extends RuleViolationError {
  constructor(daysLeft: number) {
    super(
      'billing.dunning_delay_too_long',
      daysLeft > 0
        ? `This dunning can be pushed back at most ${daysLeft} more day${daysLeft === 1 ? '' : 's'}.`
        : 'This dunning has been pushed back as far as it may be.',
    );
  }
}

/** Two staff members pushed the same dunning back at once: the second is told to reload. */
export class DunningChanged extends ConflictError {
  constructor() {
    super('billing.dunning_changed', 'This dunning changed meanwhile. Reload and try again.');
  }
}
