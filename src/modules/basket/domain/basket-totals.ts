import type { BasketItem } from './basket-item.ts';

export interface BasketTotals {
  tnItemCount: number;
  /** Due once (cents). */
  nrcTotal: number;
  /** Due every month: numbers' own fees plus their plans (cents). */
  mrcTotal: number;
}

/** Totals over the items still in the basket at `now` (expired and removed ones do not count). */
export function basketTotals(items: readonly BasketItem[], now: Date): BasketTotals {
  const live = items.filter((item) => item.isLive(now));
  return {
    tnItemCount: live.length,
    nrcTotal: live.reduce((sum, item) => sum + item.nrcCents, 0),
    mrcTotal: live.reduce((sum, item) => sum + item.monthlyCents, 0),
  };
}
