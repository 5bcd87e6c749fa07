import { type TaxPayloadLine, taxLinesOf } from '../../../shared/tax-payload.ts';
import { basketCharges } from './basket-charges.ts';
import type { BasketItem } from './basket-item.ts';

/** The tax payload's lines of a basket's live items, from its own charges (never a client's); see taxLinesOf. */
export function basketTaxLines(items: readonly BasketItem[], now: Date): TaxPayloadLine[] {
  const charges = basketCharges(items, now);
  return taxLinesOf(
    items
      .filter((item) => item.isLive(now))
      .map((item) => ({ basketItemId: item.id, type: item.type, plan: item.planId })),
    { once: [...charges.today.lines, ...charges.uponPortIn.lines], monthly: charges.monthly.lines },
  );
}
