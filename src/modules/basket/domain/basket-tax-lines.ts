import type { TaxPayloadLine } from '../../../shared/tax-payload.ts';
import type { BasketItem } from './basket-item.ts';

/**
 * The tax payload's lines of a basket's live items, from the basket's own amounts (never a client's): what
 * each line costs once (nrc) and each month (its own fee plus its plan).
 */
export function basketTaxLines(items: readonly BasketItem[], now: Date): TaxPayloadLine[] {
  return items
    .filter((item) => item.isLive(now))
    .map((item) => ({ type: item.type, plan: item.planId, nrc: item.nrcCents, mrc: item.monthlyCents }));
}
