import { addMonths, dateOf, proratedCents } from '../../../shared/proration.ts';

/**
 * FACADES: paidThrough null means anniversaryDate + billingPeriod months; no anniversary date means the
 * number is not billed, so nothing is prepaid.
 */
export function paidThroughOf(number: {
  paidThrough: string | null;
  anniversaryDate: string | null;
  billingPeriod: 1 | 12;
}): string | null {
  if (number.paidThrough) return number.paidThrough;
  return number.anniversaryDate ? addMonths(number.anniversaryDate, number.billingPeriod) : null;
}

/** What switching plans today costs (charge) or gives back (credit) until the paid-through date. */
export interface PlanChangeCharge {
  kind: 'charge' | 'credit' | 'none';
  /** Never negative: a credit is a positive amount of kind 'credit'. */
  amountCents: number;
  /** Today, the first day on the new plan. */
  from: string;
  /** The paid-through date (exclusive); equals `from` when nothing is prepaid. */
  to: string;
}

/**
 * ADR 0034: the new plan's price for the prepaid days left minus the old plan's price for the same days,
 * each day priced by its own month (src/shared/proration.ts). An upgrade is charged at once; a downgrade
 * is credited to the ledger; a number with nothing prepaid changes plan at no charge.
 */
export function planChangeCharge(input: {
  now: Date;
  paidThrough: string | null;
  fromMrcCents: number;
  toMrcCents: number;
}): PlanChangeCharge {
  const from = dateOf(input.now);
  const to = input.paidThrough && input.paidThrough > from ? input.paidThrough : from;
  const net = proratedCents(input.toMrcCents, from, to) - proratedCents(input.fromMrcCents, from, to);
  const kind = net > 0 ? 'charge' : net < 0 ? 'credit' : 'none';
  return { kind, amountCents: Math.abs(net), from, to };
}
