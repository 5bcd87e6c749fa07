import type { Clock } from '../../../platform/clock/clock.ts';
import type { BasketChanges } from '../ports/basket-changes.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { NumberHolds } from '../ports/number-holds.ts';
import { tellOwner } from './tell-owner.ts';

/** Items handled per transaction: a long backlog is worked off over several runs. */
export const EXPIRY_BATCH = 500;

export interface ExpireItemsDeps {
  baskets: BasketRepository;
  /** Live events to the owning account, in the same transaction as the change. */
  changes: BasketChanges;
  holds: NumberHolds;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * The expiry job: items past their 30 minutes are marked deleted (as of their expiry time) and their
 * numbers' holds released, unless the basket has held the number again since. Safe to run any number of
 * times: a second run finds nothing to do. Answers how many items it closed.
 */
export function makeExpireItems({ baskets, holds, changes, clock, tx }: ExpireItemsDeps) {
  return async function expireItems(): Promise<number> {
    return tx(async () => {
      const now = clock.now();
      const lapsed = await baskets.lapsedItems(now, EXPIRY_BATCH);
      for (const item of lapsed) {
        item.expire();
        if (item.numberId !== null)
          await holds.release({ numberId: item.numberId, basketUuid: item.basketUuid, lapsedBy: now });
      }
      await baskets.flush();
      for (const item of lapsed) {
        const basket = await baskets.find(item.basketUuid);
        if (basket) await tellOwner(changes, basket, 'removed', item.id);
      }
      return lapsed.length;
    });
  };
}
