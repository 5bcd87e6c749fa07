import { RuleViolationError } from '../../../shared/domain-error.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';

/**
 * Rules against holding inventory nobody buys (docs/adr/0016). A customer's basket holds at most 25
 * numbers at once; employees, who fill baskets for customers on the phone, are exempt.
 */
export const MAX_NUMBERS_PER_BASKET = 25;

/** One basket may hold one number at most 3 times (90 minutes of holds) in any 24 hours. */
export const MAX_HOLDS_OF_A_NUMBER = 3;
export const HOLD_COUNT_WINDOW_MS = 24 * 3_600_000;

export class BasketFull extends RuleViolationError {
  constructor() {
    super(
      'basket.full',
      `A basket holds at most ${MAX_NUMBERS_PER_BASKET} numbers. Check out or remove a number to add another.`,
    );
  }
}

export class HoldLimitReached extends RuleViolationError {
  constructor(tn: string) {
    const shown = PhoneNumber.tryParse(tn)?.format() ?? tn;
    super(
      'basket.hold_limit',
      `This basket has already held ${shown} ${MAX_HOLDS_OF_A_NUMBER} times today, so others may have a turn. ` +
        'Check out while it is reserved, or try again tomorrow.',
    );
  }
}

/** Throws BasketFull when a customer's basket already holds the most numbers it may. */
export function assertRoomForAnotherNumber(liveNumbers: number, user: { isEmployee?: boolean }): void {
  if (!user.isEmployee && liveNumbers >= MAX_NUMBERS_PER_BASKET) throw new BasketFull();
}

/** Throws HoldLimitReached when the basket has held this number its quota in the last 24 hours. */
export function assertMayHoldAgain(tn: string, holdsInWindow: number): void {
  if (holdsInWindow >= MAX_HOLDS_OF_A_NUMBER) throw new HoldLimitReached(tn);
}
