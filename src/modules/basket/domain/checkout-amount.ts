import { basketCharges } from './basket-charges.ts';
import type { BasketItem } from './basket-item.ts';

/** One charge of the order, as the account's ledger records it. Money in cents. */
export interface OrderCharge {
  kind: 'charge' | 'tax';
  amountCents: number;
  description: string;
  /** The number the charge is for (E.164), or null for an order-wide charge such as tax or a user seat. */
  tn: string | null;
}

/** What the order costs now, computed on the server from the basket's live items (never from the browser). */
export interface CheckoutAmount {
  /** Charged now: the sum of `charges`, floored at 0 (spec 2 section 4). */
  dueNowCents: number;
  charges: OrderCharge[];
}

/**
 * THE one place the amount due at checkout is computed: Today's Total of the order summary (basketCharges:
 * each new number's price and first billing period, 12 months up front for yearly lines, user seats' first
 * month; port-ins are billed upon port-in) plus the one-time tax estimate, floored at 0.
 */
export function checkoutAmount(
  items: readonly BasketItem[],
  now: Date,
  oneTimeTaxCents: number,
): CheckoutAmount {
  const charges: OrderCharge[] = basketCharges(items, now)
    .today.lines.filter((line) => line.amountCents !== 0)
    .map((line) => ({
      kind: 'charge',
      amountCents: line.amountCents,
      description: line.tn ? `${line.description} ${line.tn}` : line.description,
      tn: line.tn,
    }));
  if (oneTimeTaxCents > 0)
    charges.push({ kind: 'tax', amountCents: oneTimeTaxCents, description: 'Taxes', tn: null });
  const total = charges.reduce((sum, charge) => sum + charge.amountCents, 0);
  return { dueNowCents: Math.max(0, total), charges };
}
