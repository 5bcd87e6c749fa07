import {
  ConflictError,
  ForbiddenError,
  GoneError,
  NotFoundError,
  RuleViolationError,
  ValidationError,
} from '../../../shared/domain-error.ts';

/** Nothing in the basket to check out (no items ever, or all removed). */
export class BasketEmpty extends RuleViolationError {
  constructor() {
    super('checkout.basket_empty', 'Your basket is empty.');
  }
}

/** Every reservation ran out: the numbers are offered to everyone again. */
export class BasketExpired extends GoneError {
  constructor() {
    super(
      'checkout.basket_expired',
      'Your basket has expired: its numbers were held for 30 minutes. Please add them again.',
    );
  }
}

/** Something is due now and no payment was given. */
export class PaymentRequired extends ValidationError {
  constructor() {
    const message = 'A payment is required: give stripePaymentId.';
    super('checkout.payment_required', message, { errors: { stripePaymentId: message } });
  }
}

/** A guest checkout creates the account, so it needs the account's password. */
export class PasswordRequired extends ValidationError {
  constructor(message = 'Password is required to create your account.') {
    super('checkout.password_required', message, { errors: { password: message } });
  }
}

/** A guest checkout needs the contact the Account Info step saves on the basket. */
export class ContactMissing extends ValidationError {
  constructor(errors: Record<string, string>) {
    super('checkout.contact_missing', 'Please complete your account information first.', { errors });
  }
}

/** Members with the user role cannot buy into the account (spec 2 section 6). */
export class OnlyAdminsCheckOut extends ForbiddenError {
  constructor() {
    super('checkout.admins_only', 'Only an account admin may check out.');
  }
}

/** Payment bypass is an employee's button (spec 2 section 6). */
export class BypassForEmployeesOnly extends ForbiddenError {
  constructor() {
    super('checkout.bypass_employees_only', 'Only employees may bypass payment.');
  }
}

/** Bill to Account shows only when the charge is below the credit limit minus the balance. */
export class CreditLimitExceeded extends RuleViolationError {
  constructor() {
    super('checkout.credit_limit', "This order is above your account's available credit: pay by card.");
  }
}

/** A severeFraud rule matched: the order is refused and nothing is charged. */
export class OrderRefused extends RuleViolationError {
  constructor() {
    super(
      'checkout.refused',
      'We are unable to process your order. Please contact support if you believe this is a mistake.',
    );
  }
}

/** The basket was checked out already and the caller is not the account it went to. */
export class AlreadyCheckedOut extends ConflictError {
  constructor() {
    super('checkout.already_checked_out', 'This basket has already been checked out.');
  }
}

/** Unknown order, or one no longer held for review. */
export class HeldOrderNotFound extends NotFoundError {
  constructor() {
    super('checkout.held_order_not_found', 'No order held for review has this id.');
  }
}
