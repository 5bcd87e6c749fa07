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

/** Spec 3 Embedded search settings messages (as written), plus the caps the spec leaves to us (ADR 0065). */
export const RESELLER_SETTINGS_MESSAGES = {
  minRequired: 'min is required',
  minTooLow: 'min is $9.95',
  maxTooHigh: 'max is $2500',
  minAboveMax: 'min must not be more than max',
  nameRequired: 'Company name is required',
  nameTooLong: 'Company name is at most 120 characters',
  urlRequired: 'Company URL is required',
  urlInvalid: 'Company URL must be a web address starting with https:// (or http://)',
  emailRequired: 'Company email is required',
  emailInvalid: 'Company email is invalid',
  percentMarkup: 'Percent markup must be between 0 and 100',
  fixedMarkup: 'Fixed markup must be between $0 and $2500',
  buyNowLimit: 'Buy now limit must be between $0 and $2500',
} as const;

export const RESELLER_NAME_MAX = 120;
export const RESELLER_URL_MAX = 2048;
export const RESELLER_EMAIL_MAX = 254;
/** A markup of more than the price itself is a typo, not a price (ADR 0065). */
export const MAX_PERCENT_MARKUP = 100;

/** What the settings form (and PATCH /api/reseller/settings) holds; an empty price is null. Cents. */
export interface ResellerSettingsInput {
  name: string;
  url: string;
  email: string;
  config: Omit<ResellerConfig, 'minPrice' | 'maxPrice'> & {
    minPrice: number | null;
    maxPrice: number | null;
  };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The company URL as the widget's frame-ancestors origin ('https://broker.example'), or null when it is not
 * an http(s) web address. The widget may be framed only by this origin, so a path or query is ignored here.
 */
export function resellerOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (!parsed.hostname || parsed.username || parsed.password) return null;
  return parsed.origin;
}

/** An empty max price means the cap (spec 3: "Price cap is $2500, also the default when empty"). */
export function maxPriceOrCap(maxPrice: number | null): number {
  return maxPrice ?? EMBEDDED_MAX_PRICE_CENTS;
}

const inCents = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/**
 * Field -> message for everything wrong with the settings (empty when they may be saved): spec 3 section 5's
 * rules and texts. Keys: name, url, email, and config's minPrice, maxPrice, percentMarkup, fixedMarkup,
 * buyNowLimit. The same function checks the screen's form and the server's PATCH.
 */
export function resellerSettingsErrors(input: ResellerSettingsInput): Record<string, string> {
  const m = RESELLER_SETTINGS_MESSAGES;
  const errors: Record<string, string> = {};
  const name = input.name.trim();
  if (!name) errors.name = m.nameRequired;
  else if (name.length > RESELLER_NAME_MAX) errors.name = m.nameTooLong;
  const url = input.url.trim();
  if (!url) errors.url = m.urlRequired;
  else if (url.length > RESELLER_URL_MAX || !resellerOrigin(url)) errors.url = m.urlInvalid;
  const email = input.email.trim();
  if (!email) errors.email = m.emailRequired;
  else if (email.length > RESELLER_EMAIL_MAX || !EMAIL_PATTERN.test(email)) errors.email = m.emailInvalid;

  const { minPrice, percentMarkup, fixedMarkup, buyNowLimit } = input.config;
  const maxPrice = maxPriceOrCap(input.config.maxPrice);
  if (minPrice === null || !Number.isFinite(minPrice)) errors.minPrice = m.minRequired;
  else if (minPrice < EMBEDDED_MIN_PRICE_CENTS) errors.minPrice = m.minTooLow;
  else if (minPrice > EMBEDDED_MAX_PRICE_CENTS) errors.minPrice = m.maxTooHigh;
  if (!Number.isInteger(maxPrice) || maxPrice > EMBEDDED_MAX_PRICE_CENTS) errors.maxPrice = m.maxTooHigh;
  else if (minPrice !== null && !errors.minPrice && minPrice > maxPrice) errors.minPrice = m.minAboveMax;
  if (!Number.isFinite(percentMarkup) || percentMarkup < 0 || percentMarkup > MAX_PERCENT_MARKUP)
    errors.percentMarkup = m.percentMarkup;
  if (!inCents(fixedMarkup, EMBEDDED_MAX_PRICE_CENTS)) errors.fixedMarkup = m.fixedMarkup;
  if (!inCents(buyNowLimit, EMBEDDED_MAX_PRICE_CENTS)) errors.buyNowLimit = m.buyNowLimit;
  return errors;
}

/** Spec 3 Affiliate link: the link sets a first-party cookie for 30 days; a sale counts within that window. */
export const AFFILIATE_WINDOW_DAYS = 30;
/** Public tokens are this many base62 characters (about 143 bits): not guessable, so not worth rate limiting. */
export const RESELLER_TOKEN_LENGTH = 24;
export const RESELLER_TOKEN_PATTERN = /^[0-9A-Za-z]{24}$/;
export const RESELLER_TOKEN_KINDS = ['linkToken', 'widgetToken'] as const;
export type ResellerTokenKind = (typeof RESELLER_TOKEN_KINDS)[number];

/** The affiliate link a broker shares: the site's home page with `?aff={linkToken}` (spec 3). */
export function affiliateLink(siteOrigin: string, linkToken: string): string {
  return `${siteOrigin}/?aff=${encodeURIComponent(linkToken)}`;
}

/** The one tag a broker pastes into their page to embed the search widget (issue 16, the widget's loader). */
export function widgetScriptTag(siteOrigin: string, widgetToken: string): string {
  return `<script src="${siteOrigin}/widget/embed.js" data-widget-token="${widgetToken}" async></script>`;
}
