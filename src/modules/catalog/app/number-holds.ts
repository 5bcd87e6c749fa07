import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { HeldNumberRow, NumberHoldStore } from '../ports/number-holds.ts';

/**
 * Holds for the basket module: a number held for a basket until a time is hidden from every other
 * basket's search and cannot be held by them. Both run in the caller's transaction.
 */
export function makeNumberHolds(store: NumberHoldStore) {
  return {
    /** The number, held, with its listed prices; null when it is unknown, sold, or held by another basket. */
    async holdNumber(input: {
      tn: string;
      basketUuid: string;
      until: Date;
      now: Date;
    }): Promise<HeldNumberRow | null> {
      const number = PhoneNumber.tryParse(input.tn);
      if (!number) return null;
      return store.hold({ ...input, tn: number.e164 });
    },
    /** Ends the basket's hold on the number; with `lapsedBy`, only if the hold had run out by then. */
    releaseHold(input: { numberId: number; basketUuid: string; lapsedBy?: Date | undefined }): Promise<void> {
      return store.release(input);
    },
  };
}
