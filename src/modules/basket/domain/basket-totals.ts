import type { BasketItem } from './basket-item.ts';

/** Spec 2 section 3, the basket's computed fields that are sums and flags. Money in cents. */
export interface BasketTotals {
  /** Number lines (new numbers and port-ins), not user seats. */
  tnItemCount: number;
  /** Due once for every line (port-in fees as waived or not). */
  nrcTotal: number;
  /** Due once for the port-in lines alone. */
  portInTotal: number;
  /** Due every month: numbers' own fees plus their plans, and user seats. */
  mrcTotal: number;
  containsLicensedTns: boolean;
  containsNewTns: boolean;
}

/** Totals over the items still in the basket at `now` (expired and removed ones do not count). */
export function basketTotals(items: readonly BasketItem[], now: Date): BasketTotals {
  const live = items.filter((item) => item.isLive(now));
  const numbers = live.filter(isNumberItem);
  return {
    tnItemCount: numbers.length,
    nrcTotal: sum(live, (item) => item.dueOnceCents),
    portInTotal: sum(
      live.filter((item) => item.type === 'portIn'),
      (item) => item.dueOnceCents,
    ),
    mrcTotal: sum(live, (item) => item.monthlyCents),
    containsLicensedTns: numbers.some((item) => item.isLicensed),
    containsNewTns: live.some((item) => item.type === 'new'),
  };
}

/** Lines that carry a telephone number (spec 2's tnItems): new numbers and port-ins. */
export function isNumberItem(item: BasketItem): boolean {
  return item.type === 'new' || item.type === 'portIn';
}

const sum = (items: readonly BasketItem[], amount: (item: BasketItem) => number) =>
  items.reduce((total, item) => total + amount(item), 0);
