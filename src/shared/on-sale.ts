// The on-sale rule of spec 3 ("on sale for 7 days after a cut of 10% or more"): brokerage applies it when a
// listing's price changes, search shows it, and the broker's Listings screen reads it.
const DAY_MS = 24 * 60 * 60 * 1000;

/** A sale lasts this long after the qualifying cut. */
export const ON_SALE_DAYS = 7;
/** The price must have been steady this long before the cut, so a raise-then-cut is no sale. */
export const STEADY_PRICE_DAYS = 7;
/** Smallest cut that starts a sale, in hundredths of a percent (10%). */
export const ON_SALE_MIN_CUT_BP = 1000;

export interface PriceState {
  priceCents: number;
  /** The price before the cut, shown struck through while on sale; equals priceCents otherwise. */
  retailPriceCents: number;
  /** Last price change; null when the price never changed since listing. */
  changedAt: Date | null;
  onSaleUntil: Date | null;
}

export function isOnSale(onSaleUntil: Date | null, now: Date): boolean {
  return onSaleUntil !== null && now.getTime() < onSaleUntil.getTime();
}

function isQualifyingCut(fromCents: number, toCents: number): boolean {
  // Integer form of (from - to) / from >= 10%, free of float rounding at the boundary.
  return toCents > 0 && (fromCents - toCents) * 10_000 >= fromCents * ON_SALE_MIN_CUT_BP;
}

/**
 * The price state after a seller sets a new price. A cut of 10% or more puts the number on sale for 7 days,
 * provided the price did not change in the 7 days before (a change exactly 7 days earlier is old enough).
 * A further cut during a sale keeps the sale and its struck-through price; any other change ends it. A cut
 * to 0 (licence only) is never a sale. Setting the same price changes nothing.
 */
export function applyPriceChange(state: PriceState, newPriceCents: number, now: Date): PriceState {
  if (!Number.isSafeInteger(newPriceCents) || newPriceCents < 0)
    throw new RangeError(`A price is a whole number of cents, 0 or more, got ${newPriceCents}`);
  if (newPriceCents === state.priceCents) return state;
  const steady =
    state.changedAt === null || now.getTime() - state.changedAt.getTime() >= STEADY_PRICE_DAYS * DAY_MS;
  if (steady && isQualifyingCut(state.priceCents, newPriceCents)) {
    return {
      priceCents: newPriceCents,
      retailPriceCents: state.priceCents,
      changedAt: now,
      onSaleUntil: new Date(now.getTime() + ON_SALE_DAYS * DAY_MS),
    };
  }
  if (isOnSale(state.onSaleUntil, now) && newPriceCents > 0 && newPriceCents < state.priceCents) {
    return { ...state, priceCents: newPriceCents, changedAt: now };
  }
  return { priceCents: newPriceCents, retailPriceCents: newPriceCents, changedAt: now, onSaleUntil: null };
}
