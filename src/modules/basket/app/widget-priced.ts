import { widgetOffer } from '../../../shared/widget-pricing.ts';
import { NumberNotOfferedThatWay } from '../domain/basket.errors.ts';
import type { BasketData } from '../domain/basket-data.ts';
import type { HeldNumber, ItemMode } from '../domain/basket-item.ts';
import type { WidgetPrices } from '../ports/widget-prices.ts';

/** The widget's refusal: outside the broker's price range, toll-free, above the buy-now limit, or not bought. */
export const NOT_IN_WIDGET_MESSAGE = 'This number cannot be bought through this search.';

/**
 * A number added to a widget basket (data `widgetToken`, written by the server only): priced with the broker's
 * markup by the one rule (src/shared/widget-pricing.ts), and refused (422) unless the widget offers it to buy at
 * once. Answers null for any other basket: the catalog's prices stand. In the caller's transaction.
 */
export async function widgetPriced(
  widgets: WidgetPrices | undefined,
  data: BasketData,
  number: HeldNumber,
  mode: ItemMode | undefined,
  withOffer: boolean,
): Promise<{ number: HeldNumber; listCents: number } | null> {
  const token = data.widgetToken;
  if (typeof token !== 'string' || !token) return null;
  const config = widgets ? await widgets.configOf(token) : null;
  const offer = config ? widgetOffer(number, config) : null;
  if (offer?.action !== 'buy' || (mode ?? 'buy') !== 'buy' || withOffer)
    throw new NumberNotOfferedThatWay(NOT_IN_WIDGET_MESSAGE);
  return { number: { ...number, priceCents: offer.priceCents }, listCents: number.priceCents };
}
