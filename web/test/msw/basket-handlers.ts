import { PhoneNumber } from '../../../src/shared/phone-number.ts';
import { basketItem, seatItem } from '../fixtures/basket.ts';
import { type Basket, backend, basketPriceKey, http, newId } from './backend.ts';

export { BASKET_NOW } from '../fixtures/basket.ts';

const notFound = {
  name: 'NotFound',
  code: 'basket.not_found',
  message: 'This basket does not exist or is not yours.',
};
const itemNotFound = {
  name: 'NotFound',
  code: 'basket.item_not_found',
  message: 'This item is not in your basket (it may have expired or been removed).',
};

/** The basket as the server answers it: its items and their totals. */
export function basketView(uuid: string): Basket {
  const items = backend.baskets.get(uuid)?.items ?? [];
  const numbers = items.filter((item) => item.type === 'new' || item.type === 'portIn');
  return {
    uuid,
    brandingId: backend.profile.brandingId,
    owner: backend.profile.isLoggedIn ? 'account' : 'guest',
    data: backend.baskets.get(uuid)?.data ?? {},
    items,
    tnItems: numbers,
    userItems: items.filter((item) => item.type === 'user'),
    adminUserItems: items.filter((item) => item.type === 'admin'),
    tnItemCount: numbers.length,
    nrcTotal: items.reduce((sum, item) => sum + item.nrc, 0),
    portInTotal: 0,
    mrcTotal: items.reduce((sum, item) => sum + item.mrc, 0),
    containsLicensedTns: items.some((item) => item.mode === 'license'),
    containsNewTns: items.some((item) => item.type === 'new'),
    tnToBasketItem: Object.fromEntries(numbers.map((item) => [item.tn, item])),
    charges: backend.baskets.get(uuid)?.charges ?? simpleCharges(items),
  };
}

/**
 * An order summary for baskets whose test set none (`charges` on the fake basket): each item's price and one
 * month of its monthly charge today. The real rules (periods, port-ins, seats) are the server's, tested there.
 */
function simpleCharges(items: Basket['items']): Basket['charges'] {
  const line = (item: Basket['items'][number], kind: 'number' | 'plan', amount: number) => ({
    basketItemId: item.basketItemId,
    tn: item.tn,
    kind,
    description: kind === 'number' ? 'Number' : 'Plan, 1 month',
    months: kind === 'number' ? null : 1,
    amount,
  });
  const today = items.flatMap((item) => [line(item, 'number', item.nrc), line(item, 'plan', item.mrc)]);
  const monthly = items.map((item) => line(item, 'plan', item.mrc));
  const total = (lines: { amount: number }[]) => lines.reduce((sum, { amount }) => sum + amount, 0);
  return {
    today: { lines: today, total: total(today) },
    uponPortIn: { lines: [], total: 0 },
    monthly: { lines: monthly, total: total(monthly) },
  };
}

/**
 * The fake basket API: items priced as the test set them (`priceInBasket`, else the `basketItem` defaults),
 * 410 for numbers not listed or in `backend.goneTns`. Pricing rules are the server's, tested there.
 */
export const basketHandlers = [
  http.post('/api/baskets', ({ response }) => {
    const uuid = crypto.randomUUID();
    backend.calls.push({ operation: 'createBasket' });
    backend.baskets.set(uuid, { items: [] });
    backend.profile = { ...backend.profile, basketUuid: uuid };
    return response(201).json(basketView(uuid));
  }),

  http.get('/api/baskets/{uuid}', ({ params, response }) => {
    if (!backend.baskets.has(params.uuid)) return response(404).json(notFound);
    return response(200).json(basketView(params.uuid));
  }),

  http.patch('/api/baskets/{uuid}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'updateBasket', body });
    const basket = backend.baskets.get(params.uuid);
    if (!basket) return response(404).json(notFound);
    basket.data = { ...basket.data, ...(body.data as Record<string, string | boolean>) };
    return response(200).json(basketView(params.uuid));
  }),

  http.post('/api/baskets/items', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'addBasketItem', body });
    const basket = backend.baskets.get(body.basketUuid);
    if (!basket) return response(404).json(notFound);
    if (body.type === 'user' || body.type === 'admin') {
      const seat = seatItem(body.type, { basketItemId: newId() });
      basket.items.push(seat);
      return response(201).json(seat);
    }
    const tn = body.tn ?? '';
    const number = backend.inventory.find((listed) => listed.tn === tn);
    if (!number || backend.goneTns.has(tn)) {
      const human = PhoneNumber.tryParse(tn)?.format() ?? tn;
      return response(410).json({
        name: 'Gone',
        code: 'basket.number_gone',
        message: `Sorry, ${human} is no longer available.`,
      });
    }
    if (basket.items.some((item) => item.tn === tn)) {
      const human = PhoneNumber.tryParse(tn)?.format() ?? tn;
      return response(409).json({
        name: 'Conflict',
        code: 'basket.number_already_in_basket',
        message: `Telephone Number ${human} is already in your cart.`,
      });
    }
    const mode = body.mode ?? 'buy';
    const plan = body.plan ?? backend.profile.brand.defaultPlan;
    const item = basketItem(tn, {
      basketItemId: newId(),
      mode,
      plan,
      billingPeriod: body.billingPeriod ?? 1,
      data: body.data ?? {},
      ...backend.basketPrices.get(basketPriceKey(tn, mode, plan)),
    });
    basket.items.push(item);
    return response(201).json(item);
  }),

  http.patch('/api/baskets/items/{id}', async ({ params, query, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'changeBasketItem', body });
    const item = backend.baskets
      .get(query.get('basketUuid') ?? '')
      ?.items.find((candidate) => candidate.basketItemId === Number(params.id));
    if (!item) return response(404).json(itemNotFound);
    if (body.plan !== undefined) {
      item.plan = body.plan;
      Object.assign(item, backend.basketPrices.get(basketPriceKey(item.tn ?? '', item.mode, body.plan)));
    }
    if (body.billingPeriod !== undefined) item.billingPeriod = body.billingPeriod;
    return response(200).json(item);
  }),

  http.delete('/api/baskets/items/{id}', ({ params, query, response }) => {
    const uuid = query.get('basketUuid') ?? '';
    const basket = backend.baskets.get(uuid);
    const index = basket?.items.findIndex((item) => item.basketItemId === Number(params.id)) ?? -1;
    if (!basket || index < 0) return response(404).json(itemNotFound);
    backend.calls.push({ operation: 'removeBasketItem', body: params.id });
    basket.items.splice(index, 1);
    return response(200).json(basketView(uuid));
  }),
];

/** Puts bought numbers ($49, plan 1) straight into the fake server's basket `uuid`, creating it if need be. */
export function fillBasket(uuid: string, tns: string[]): void {
  const basket = backend.baskets.get(uuid) ?? { items: [] };
  backend.baskets.set(uuid, basket);
  for (const tn of tns) basket.items.push(basketItem(tn, { basketItemId: newId() }));
}
