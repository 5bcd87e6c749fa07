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

/**
 * For the basket's admin add-number (docs/adr/0071): holds the number for a staff sale, first putting a number
 * not in the inventory into it (status 'staff': sold by this sale only, never shown in search). Null when the
 * number is sold or held by another basket. Runs in the caller's transaction.
 */
export function makeHoldForStaffSale({ store }: HoldNumberDeps) {
  return async function holdForStaffSale(input: {
    tn: string;
    vendor: string;
    priceCents: number;
    basketUuid: string;
    until: Date;
    now: Date;
  }): Promise<HeldNumberRow | null> {
    const number = PhoneNumber.tryParse(input.tn);
    if (!number?.isNanp) return null;
    return store.holdForStaffSale({ ...input, tn: number.e164, tollFree: number.isTollFree });
  };
}
