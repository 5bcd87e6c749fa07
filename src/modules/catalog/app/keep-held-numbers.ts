import type { NumberHoldStore } from '../ports/number-holds.ts';

export interface KeepHeldNumbersDeps {
  store: NumberHoldStore;
}

/**
 * For checkout's orders held for review: the basket's live holds on the numbers last until `until`, so nobody
 * else can buy them while staff decide; answers the ids kept. Caller's transaction.
 */
export function makeKeepHeldNumbers({ store }: KeepHeldNumbersDeps) {
  return function keepHeldNumbers(input: {
    basketUuid: string;
    numberIds: number[];
    now: Date;
    until: Date;
  }): Promise<number[]> {
    if (input.numberIds.length === 0) return Promise.resolve([]);
    return store.keepFor(input);
  };
}
