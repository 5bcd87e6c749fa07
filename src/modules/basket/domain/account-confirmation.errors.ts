import {
  ConflictError,
  NotFoundError,
  RateLimitedError,
  RuleViolationError,
  ValidationError,
} from '../../../shared/domain-error.ts';

/** Unknown uuid (the link's secret): nothing else is said about it. */
export class ConfirmationNotFound extends NotFoundError {
  constructor() {
    super('confirmation.not_found', 'This confirmation link is not valid.');
  }
}

export class InvalidConfirmationPhone extends ValidationError {
  constructor() {
    super('confirmation.invalid_phone', 'Please enter a valid mobile number.', {
      errors: { phone: 'Please enter a valid mobile number.' },
    });
  }
}

export class CodeNotRequested extends RuleViolationError {
  constructor() {
    super('confirmation.code_not_requested', 'Please request a confirmation code first.', {
      errors: { code: 'Please request a confirmation code first.' },
    });
  }
}

export class CodeExpired extends RuleViolationError {
  constructor() {
    super('confirmation.code_expired', 'This code has expired. Please request a new code.', {
      errors: { code: 'This code has expired. Please request a new code.' },
    });
  }
}

export class WrongCode extends RuleViolationError {
  readonly attemptsLeft: number;
  constructor(attemptsLeft: number) {
    const message = `That code is not correct. You have ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`;
    super('confirmation.wrong_code', message, { errors: { code: message } });
    this.attemptsLeft = attemptsLeft;
  }
}

/** Too many wrong codes: this code is void; a new one (rate limited itself) starts again. */
export class ConfirmationLocked extends RateLimitedError {
  constructor() {
    super('confirmation.locked', 'Too many wrong codes. Please request a new code.');
  }
}

export class PhoneNotConfirmed extends RuleViolationError {
  constructor() {
    super('confirmation.phone_not_confirmed', 'Please confirm your phone number first.');
  }
}

/** `{ activate: true }` is for accounts with nothing to pay; otherwise a payment comes with the request. */
export class PaymentRequired extends RuleViolationError {
  constructor() {
    super('confirmation.payment_required', 'A payment is required to activate this account.', {
      errors: { paymentIntentId: 'A payment is required to activate this account.' },
    });
  }
}

/** Codes and payments are over once the account is active; the page sends the person to log in. */
export class ConfirmationAlreadyActivated extends ConflictError {
  constructor() {
    super('confirmation.already_activated', 'This account is already activated. Please log in.');
  }
}
