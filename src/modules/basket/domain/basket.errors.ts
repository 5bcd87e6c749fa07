import { ConflictError, GoneError, NotFoundError, RuleViolationError } from '../../../shared/domain-error.ts';
import { TOLL_FREE_NOT_SOLD_MESSAGE } from '../../../shared/listing-rules.ts';

/** Unknown, or not the caller's: another account's basket answers exactly like a missing one. */
export class BasketNotFound extends NotFoundError {
  constructor() {
    super('basket.not_found', 'This basket does not exist or is not yours.');
  }
}

/** Unknown item, removed or expired, or an item of another basket. */
export class BasketItemNotFound extends NotFoundError {
  constructor() {
    super('basket.item_not_found', 'This item is not in your basket (it may have expired or been removed).');
  }
}

/** Sold, withdrawn or held by another basket: the page drops it from the results (spec 2, code 410). */
export class NumberGone extends GoneError {
  constructor(tn: string) {
    super('basket.number_gone', `Sorry, ${tn} is no longer available.`);
  }
}

/** Spec 2 section 8: the number is live in the basket already; the message is the spec's. */
export class NumberAlreadyInBasket extends ConflictError {
  constructor(humanTn: string) {
    super('basket.number_already_in_basket', `Telephone Number ${humanTn} is already in your cart.`);
  }
}

/** The number is not offered that way (no licence, no price, or only through an agent). */
export class NumberNotOfferedThatWay extends RuleViolationError {
  constructor(message: string) {
    super('basket.not_offered_that_way', message);
  }
}

export class PlanNotOffered extends RuleViolationError {
  constructor(planId: number, why: string) {
    super('basket.plan_not_offered', `Plan ${planId} ${why}.`, {
      errors: { plan: `Plan ${planId} ${why}.` },
    });
  }
}

/** Spec 3: toll-free numbers are only licensed; a buy item for one is refused before anything is held. */
export class TollFreeNotSold extends RuleViolationError {
  constructor() {
    super('basket.toll_free_not_sold', TOLL_FREE_NOT_SOLD_MESSAGE);
  }
}

/** User seats are billed monthly with no plan: there is nothing to change on them. */
export class SeatHasNoPlan extends RuleViolationError {
  constructor() {
    super('basket.seat_has_no_plan', 'A user line has no plan or billing period to change.');
  }
}

/**
 * Spec 2 section 6: the per-user monthly cost applies only when a new account is created on brand 2, so user
 * lines go only in a guest basket of brand 2.
 */
export class SeatsOnlyForNewAccounts extends RuleViolationError {
  constructor() {
    super(
      'basket.seats_only_for_new_accounts',
      'Users can only be added to your cart when you create a new Numberyard Business account. ' +
        'Signed-in accounts add users under Users in their account.',
    );
  }
}

/** Port-ins are North American numbers (spec 2, Port-in: a valid NANPA number). */
export class NotAPortableNumber extends RuleViolationError {
  constructor() {
    super('basket.not_portable', 'Only a North American number can be ported in.', {
      errors: { tn: 'Only a North American number can be ported in.' },
    });
  }
}

export class TooManySeats extends RuleViolationError {
  constructor(most: number) {
    super(
      'basket.too_many_seats',
      `A new account starts with at most ${most} users. Add more under Users once your account is open.`,
    );
  }
}

/**
 * A port-in's carrier billing data misses what the Current Carrier Billing Info modal requires (spec 2, Port-in):
 * the same rule and messages as the modal (src/shared/port-in-rules.ts), 422 with each field's message.
 */
export class PortInBillingIncomplete extends RuleViolationError {
  constructor(errors: Record<string, string>) {
    super(
      'basket.port_in_billing_incomplete',
      Object.values(errors)[0] ?? 'Billing details are incomplete.',
      {
        errors,
      },
    );
  }
}

/** The admin add-number form broke spec 2 section 5's rules (src/shared/admin-basket-rules.ts): 422 per field. */
export class AdminItemInvalid extends RuleViolationError {
  constructor(errors: Record<string, string>) {
    super('basket.admin_item_invalid', Object.values(errors)[0] ?? 'The number cannot be added.', { errors });
  }
}
