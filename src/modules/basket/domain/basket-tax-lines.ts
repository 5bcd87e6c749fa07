import type { TaxPayloadLine } from '../../../shared/tax-payload.ts';
import { basketCharges, type ChargeLine } from './basket-charges.ts';
import type { BasketItem } from './basket-item.ts';

/**
 * The tax payload's lines of a basket's live items, from the basket's own charges (never a client's): what
 * each line costs once -- today, or upon port-in for a port-in, including a 12-month period billed up front --
 * and each month. User seats have no plan; they are sent as plan 0.
 */
export function basketTaxLines(items: readonly BasketItem[], now: Date): TaxPayloadLine[] {
  const charges = basketCharges(items, now);
  const once = [...charges.today.lines, ...charges.uponPortIn.lines];
  return items
    .filter((item) => item.isLive(now))
    .map((item) => ({
      type: item.type,
      plan: item.planId ?? 0,
      nrc: totalOf(once, item.id),
      mrc: totalOf(charges.monthly.lines, item.id),
    }));
}

const totalOf = (lines: readonly ChargeLine[], basketItemId: number) =>
  lines.filter((line) => line.basketItemId === basketItemId).reduce((sum, line) => sum + line.amountCents, 0);
