import { isTollFree } from './phone-number.ts';
import type { ResellerConfig } from './reseller-settings-rules.ts';

/**
 * Spec 3 Embedded search (docs/adr/0064): the price a broker's widget asks for a number, in cents: the
 * catalog's price plus the broker's percentage markup, rounded half up to a cent, then the fixed markup.
 */
export function widgetPriceCents(
  listCents: number,
  config: Pick<ResellerConfig, 'percentMarkup' | 'fixedMarkup'>,
): number {
  const percent = Math.max(0, config.percentMarkup);
  return Math.round((listCents * (100 + percent)) / 100) + Math.max(0, config.fixedMarkup);
}

/** What the widget does with a number: Buy Now (into the widget's basket), or ask the broker (no basket). */
export type WidgetAction = 'buy' | 'contact';

export interface WidgetOffer {
  /** The marked-up price the widget shows and its basket charges, cents. */
  priceCents: number;
  /** 'contact': dearer than the broker's buy-now limit, or a toll-free number (licensed only, never sold). */
  action: WidgetAction;
}

/**
 * Whether and how a broker's widget offers a number of the catalog (its list price in cents, 0 when not for
 * sale): null when it is not for sale, is toll-free and the broker does not allow toll-free, or its marked-up
 * price is outside the broker's min..max. Numbers above the buy-now limit are shown but cannot be bought at
 * once ('contact'), like the site's Contact Agent. The one rule for the widget's search and its basket.
 */
export function widgetOffer(
  number: { tn: string; priceCents: number },
  config: ResellerConfig,
): WidgetOffer | null {
  if (number.priceCents <= 0) return null;
  const tollFree = isTollFree(number.tn);
  if (tollFree && !config.allowTollfree) return null;
  const priceCents = widgetPriceCents(number.priceCents, config);
  if (priceCents < config.minPrice || priceCents > config.maxPrice) return null;
  return { priceCents, action: tollFree || priceCents > config.buyNowLimit ? 'contact' : 'buy' };
}
