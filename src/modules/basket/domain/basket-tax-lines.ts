import type { TaxPayloadLine } from '../../../shared/tax-payload.ts';
import type { BasketItem } from './basket-item.ts';

/**
 * The tax payload's lines of a basket's live items, from the basket's own amounts (never a client's): what
 * each line costs once (nrc) and each month (its own fee plus its plan). User lines carry no plan; they are
 * sent as plan 0, which the estimate does not price (their monthly fee is in mrc).
 */
export function basketTaxLines(items: readonly BasketItem[], now: Date): TaxPayloadLine[] {
  return items
    .filter((item) => item.isLive(now))
    .map((item) => ({ type: item.type, plan: item.planId ?? 0, nrc: item.nrcCents, mrc: item.monthlyCents }));
}
