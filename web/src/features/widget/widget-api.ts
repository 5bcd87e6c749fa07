import { taxLinesOf } from '../../../../src/shared/tax-payload.ts';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';

export type Widget = components['schemas']['Widget'];
export type WidgetNumber = components['schemas']['WidgetNumber'];
type Basket = components['schemas']['Basket'];

export const getWidget = (token: string) =>
  unwrap(api.GET('/api/widget/{token}', { params: { path: { token } } }));

export const searchWidget = (token: string, query: { npa?: string; search?: string; basketUuid?: string }) =>
  unwrap(api.GET('/api/widget/{token}/search', { params: { path: { token }, query } }));

export const newWidgetBasket = (token: string) =>
  unwrap(api.POST('/api/widget/{token}/baskets', { params: { path: { token } } }));

export const addNumber = (basketUuid: string, tn: string) =>
  unwrap(api.POST('/api/baskets/items', { body: { basketUuid, tn, mode: 'buy' } }));

export const saveAccountInfo = (uuid: string, data: components['schemas']['BasketDataPatch']) =>
  unwrap(api.PATCH('/api/baskets/{uuid}', { params: { path: { uuid } }, body: { data } }));

export const checkOut = (uuid: string, stripePaymentId: string, password: string) =>
  unwrap(api.POST('/api/baskets/checkout', { body: { uuid, stripePaymentId, password } }));

/**
 * What the card is held for: Today's Total plus its one-time tax at the buyer's service address, as checkout
 * computes it on the server (the basket's tax lines by the shared rule, src/shared/tax-payload.ts).
 */
export async function dueNow(basket: Basket, place: { state: string; zip: string }): Promise<number> {
  const { today, uponPortIn, monthly } = basket.charges;
  const cents = (lines: typeof today.lines) =>
    lines.map((line) => ({ basketItemId: line.basketItemId, amountCents: line.amount }));
  const lines = taxLinesOf(basket.items, {
    once: cents([...today.lines, ...uponPortIn.lines]),
    monthly: cents(monthly.lines),
  });
  const taxes = await unwrap(api.POST('/api/taxEstimate', { body: { ...place, lines: [...lines] } }));
  return Math.max(0, today.total + taxes.oneTime.totalTax);
}
