import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { basketItem } from '../../test/fixtures/basket.ts';
import { backend, http } from '../../test/msw/backend.ts';
import { basketView } from '../../test/msw/basket-handlers.ts';
import { server } from '../../test/msw/server.ts';
import { type Basket, basketQuery, reloadBasket } from './basket.ts';

describe('reloadBasket', () => {
  it("shows an item added while the new basket's first load was under way (that load predates the item)", async () => {
    const uuid = 'basket-race';
    backend.baskets.set(uuid, { items: [] });
    let answered = 0;
    const { promise: firstLoadHasRead, resolve: firstLoadRead } = Promise.withResolvers<void>();
    // The first load reads the basket at once but answers late, as a GET does that was served before the
    // item's transaction committed; later loads answer at once.
    server.use(
      http.get('/api/baskets/{uuid}', async ({ response }) => {
        const view = basketView(uuid);
        if (answered++ === 0) {
          firstLoadRead();
          await delay(50);
        }
        return response(200).json(view);
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(queryClient, basketQuery(uuid));
    const unsubscribe = observer.subscribe(() => {});
    await firstLoadHasRead;

    backend.baskets.get(uuid)!.items.push(basketItem('+12012340100'));
    await reloadBasket(queryClient, uuid);

    expect(queryClient.getQueryData<Basket>(basketQuery(uuid).queryKey)?.tnItemCount).toBe(1);
    unsubscribe();
  });
});
