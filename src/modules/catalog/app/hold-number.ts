import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { HeldNumberRow, NumberHoldStore } from '../ports/number-holds.ts';

export interface HoldNumberDeps {
  store: NumberHoldStore;
}

/**
 * For the basket module: holds the number for a basket until a time, hiding it from every other basket's
 * search. Answers the number with its listed prices; null when it is unknown, sold, or held by another
 * basket. Runs in the caller's transaction.
 */
export function makeHoldNumber({ store }: HoldNumberDeps) {
  return async function holdNumber(input: {
    tn: string;
    basketUuid: string;
    until: Date;
    now: Date;
  }): Promise<HeldNumberRow | null> {
    const number = PhoneNumber.tryParse(input.tn);
    if (!number) return null;
    return store.hold({ ...input, tn: number.e164 });
  };
}
