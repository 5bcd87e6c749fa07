import type { BasketItem } from './basket-item.ts';

/** One charge of the order, as the account's ledger records it. Money in cents. */
export interface OrderCharge {
  kind: 'charge' | 'tax';
  amountCents: number;
  description: string;
  /** The number the charge is for (E.164), or null for an order-wide charge such as tax. */
  tn: string | null;
}

/** What the order costs now, computed on the server from the basket's live items (never from the browser). */
export interface CheckoutAmount {
  /** Charged now: the sum of `charges`, floored at 0 (spec 2 section 4). */
  dueNowCents: number;
  charges: OrderCharge[];
}

/**
 * THE one place the amount due at checkout is computed, so the fee rules (basket-rules' charges) and the tax
 * estimate replace it here alone. For now: each new number's one-time price plus its plan and own monthly fee
 * for the billing period it is billed by; port-ins are billed upon port-in, so nothing now.
 */
export function checkoutAmount(items: readonly BasketItem[], now: Date): CheckoutAmount {
  const charges: OrderCharge[] = [];
  for (const item of items) {
    if (!item.isLive(now) || item.type === 'portIn') continue;
    const months = item.billingPeriod;
    const amount = item.nrcCents + item.monthlyCents * months;
    if (amount === 0) continue;
    charges.push({
      kind: 'charge',
      amountCents: amount,
      description: `${item.isLicensed ? 'Licence' : 'Number'} ${item.tn}, plan ${item.planId}, ${months} month${months === 1 ? '' : 's'}`,
      tn: item.tn,
    });
  }
  const total = charges.reduce((sum, charge) => sum + charge.amountCents, 0);
  return { dueNowCents: Math.max(0, total), charges };
}
