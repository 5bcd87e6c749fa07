import type { NumberHoldStore } from '../ports/number-holds.ts';

export interface SellHeldNumbersDeps {
  store: NumberHoldStore;
}

/**
 * For checkout: the numbers still held by the basket at `now` are sold (they leave the inventory on offer for
 * good); answers the ids sold. A number another basket holds, or sold already, is not, so two buyers never get
 * one number: the conditional update's row lock makes the second wait and then find it sold. Caller's transaction.
 */
export function makeSellHeldNumbers({ store }: SellHeldNumbersDeps) {
  return function sellHeldNumbers(input: {
    basketUuid: string;
    numberIds: number[];
    now: Date;
  }): Promise<number[]> {
    if (input.numberIds.length === 0) return Promise.resolve([]);
    return store.sell(input);
  };
}
