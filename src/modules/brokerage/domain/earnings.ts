import { DEFAULT_COMMISSION_PERCENT } from '../../../shared/broker-listing-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 3 Terms: the first sale or licence of a number is held thirty days before it is payable... */
export const FIRST_SALE_HOLD_DAYS = 30;
/** ...and every later one ten days (spec 3 section 9: "Funds held 10 days"). */
export const HOLD_DAYS = 10;

/**
 * When a broker's earning becomes payable: 30 days after it was earned for the number's FIRST sale or licence
 * (the broker has no earlier transaction on that number), 10 days after that for every later one.
 */
export function payableDateOf(earnedAt: Date, firstOfNumber: boolean): Date {
  const days = firstOfNumber ? FIRST_SALE_HOLD_DAYS : HOLD_DAYS;
  return new Date(earnedAt.getTime() + days * DAY_MS);
}

/**
 * The house's fee and the broker's payout of an amount the buyer paid (cents). The house keeps its commission
 * (the default 40%, or the commission staff set on an admin add-number item, docs/adr/0075) plus the listing's
 * Pig Pick percentage when the number sold while promoted (spec 3 Pig Pick: "the fee is charged only if the
 * number sells while promoted"); the broker gets the rest. The percentage is taken to hundredths of a percent
 * and the fee rounded half up to a whole cent (integer arithmetic), so fee + payout is always the amount paid.
 */
export function feeSplit(
  purchaseCents: number,
  pigPickPercentage = 0,
  commissionPercent: number = DEFAULT_COMMISSION_PERCENT,
): { feeAmount: number; payoutAmount: number; pigPickPercentage: number } {
  if (!Number.isInteger(purchaseCents) || purchaseCents < 0)
    throw new RangeError(`purchase must be whole cents, got ${purchaseCents}`);
  if (!Number.isFinite(commissionPercent) || commissionPercent < 0 || commissionPercent > 100)
    throw new RangeError(`commission must be 0-100 %, got ${commissionPercent}`);
  const percent = Math.min(100, commissionPercent + Math.max(0, pigPickPercentage));
  const basisPoints = Math.round(percent * 100);
  const feeAmount = Math.round((purchaseCents * basisPoints) / 10_000);
  return {
    feeAmount,
    payoutAmount: purchaseCents - feeAmount,
    pigPickPercentage: Math.max(0, pigPickPercentage),
  };
}

/**
 * The commission staff set on the admin item that sold or licensed the number (its transaction's
 * `data.staffCommissionPercent`), or null for any other earning: the default then applies.
 */
export function staffCommissionOf(data: Readonly<Record<string, unknown>>): number | null {
  const percent = data.staffCommissionPercent;
  return typeof percent === 'number' && Number.isFinite(percent) ? percent : null;
}
