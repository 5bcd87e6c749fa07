import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useRef } from 'react';
import { ApiError, hasStatus } from '../../../api/api-error.ts';
import { reloadBasket } from '../../../api/basket.ts';
import { api, unwrap } from '../../../api/client.ts';
import { profileQueryKey, useProfile } from '../../../api/profile.ts';
import { type AddToBasket, basketOpenAtom } from '../../../ui/basket-state.ts';

const NOT_ADDED = 'The number could not be added to your cart. Please try again.';

/**
 * Add to Cart / Start License: creates the basket on first use (the server remembers it for the profile),
 * adds the number, reloads the basket and opens the dialog. 410 answers 'gone' for the page to drop it.
 */
export function useAddToBasketAction(): AddToBasket {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const openBasket = useSetAtom(basketOpenAtom);
  // One basket even when two numbers are added before the profile has reloaded with its uuid.
  const created = useRef<Promise<string> | null>(null);

  const newBasket = useCallback(() => {
    // The profile then names the new basket, so the dialog and the search page use it.
    created.current ??= unwrap(api.POST('/api/baskets', { body: {} })).then(async (basket) => {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      return basket.uuid;
    });
    return created.current;
  }, [queryClient]);

  return useCallback(
    async ({ tn, mode, negotiationUUID, promotion }) => {
      try {
        let basketUuid = profile.basketUuid ?? (await newBasket());
        const add = () =>
          unwrap(
            api.POST('/api/baskets/items', {
              body: {
                basketUuid,
                tn,
                mode,
                ...(negotiationUUID ? { data: { negotiationUUID } } : {}),
                ...(promotion ? { promotion } : {}),
              },
            }),
          );
        try {
          await add();
        } catch (error) {
          // Our remembered basket is no longer ours (taken into an account, or the other brand's): start anew.
          if (!hasStatus(error, 404)) throw error;
          created.current = null;
          basketUuid = await newBasket();
          await add();
        }
        await reloadBasket(queryClient, basketUuid);
        openBasket(true);
        return { outcome: 'added' };
      } catch (error) {
        if (hasStatus(error, 410)) return { outcome: 'gone', message: error.message };
        return {
          outcome: 'failed',
          message:
            error instanceof ApiError && error.status > 0 && error.status !== 500 ? error.message : NOT_ADDED,
        };
      }
    },
    [profile.basketUuid, newBasket, queryClient, openBasket],
  );
}
