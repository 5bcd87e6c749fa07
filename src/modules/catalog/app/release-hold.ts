import type { NumberHoldStore } from '../ports/number-holds.ts';

export interface ReleaseHoldDeps {
  store: NumberHoldStore;
}

/**
 * For the basket module: ends the basket's hold on the number; with `lapsedBy`, only if the hold had run
 * out by then (so an expiry never frees a number the basket held again). A number put in the inventory for a
 * staff sale leaves it (docs/adr/0075). Runs in the caller's transaction.
 */
export function makeReleaseHold({ store }: ReleaseHoldDeps) {
  return function releaseHold(input: {
    numberId: number;
    basketUuid: string;
    lapsedBy?: Date | undefined;
  }): Promise<void> {
    return store.release(input);
  };
}
