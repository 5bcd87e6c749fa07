import type { BasketItem } from '../domain/basket-item.ts';
import { basketTaxLines } from '../domain/basket-tax-lines.ts';
import type { BuyerContact } from './checkout-buyer.ts';
import type { EstimateTaxes } from './estimate-taxes.ts';

/**
 * The one-time tax of the order at the buyer's address, from the basket's own amounts (the same estimate and
 * cache as the page's Today's Total, so an unchanged basket is charged the tax it showed). No address, no tax:
 * an account without one is taxed when its address is known (the monthly bills).
 */
export async function oneTimeTaxCents(
  estimateTaxes: EstimateTaxes,
  items: readonly BasketItem[],
  contact: BuyerContact,
  now: Date,
): Promise<number> {
  if (!contact.state || !contact.zip) return 0;
  const estimate = await estimateTaxes({
    state: contact.state,
    zip: contact.zip,
    lines: basketTaxLines(items, now),
  });
  return estimate.oneTime.totalTax;
}
