/**
 * Spec 3 Reseller settings and Embedded search settings: the widget's pricing config, in cents as stored and
 * sent by the API (the screen shows dollars). One place for the browser form and the server.
 */
export interface ResellerConfig {
  /** Whether the widget offers toll-free numbers too. */
  allowTollfree: boolean;
  /** Added to a number's price, in percent of it (0 for none). */
  percentMarkup: number;
  /** Added to a number's price after the percentage, cents. */
  fixedMarkup: number;
  /** The widget offers no number cheaper than this, cents (spec 3: at least $9.95). */
  minPrice: number;
  /** ...nor dearer than this, cents (spec 3: at most $2500, also the default). */
  maxPrice: number;
  /** Numbers priced up to this can be bought at once in the widget; dearer ones ask for an offer, cents. */
  buyNowLimit: number;
}

/** Spec 3 section 9: min price at least $9.95 (the default), max at most $2500 (the default when empty). */
export const EMBEDDED_MIN_PRICE_CENTS = 995;
export const EMBEDDED_MAX_PRICE_CENTS = 250_000;

/** The config of a broker who never saved one (spec 3: "default max 250000 cents when no config exists"). */
export const DEFAULT_RESELLER_CONFIG: ResellerConfig = {
  allowTollfree: false,
  percentMarkup: 0,
  fixedMarkup: 0,
  minPrice: EMBEDDED_MIN_PRICE_CENTS,
  maxPrice: EMBEDDED_MAX_PRICE_CENTS,
  buyNowLimit: EMBEDDED_MAX_PRICE_CENTS,
};
