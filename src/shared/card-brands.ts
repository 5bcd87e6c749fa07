/**
 * The card rule of spec 2 section 5 ("Card"), shared by the server and the browser: brands amex, visa,
 * mastercard and discover only; wallets are not offered.
 */
export const ACCEPTED_CARD_BRANDS = ['amex', 'visa', 'mastercard', 'discover'] as const;
export type AcceptedCardBrand = (typeof ACCEPTED_CARD_BRANDS)[number];

export const UNKNOWN_CARD_BRAND_MESSAGE = 'Encountered unknown credit card brand, unable to continue';
export const NOT_A_CARD_MESSAGE = 'Was not passed a Stripe Payment Method Card';

/** What we keep of a card: never its number. */
export interface CardSummary {
  brand: AcceptedCardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export const isAcceptedCardBrand = (brand: unknown): brand is AcceptedCardBrand =>
  typeof brand === 'string' && (ACCEPTED_CARD_BRANDS as readonly string[]).includes(brand);

export type CardCheck =
  | { ok: true; card: CardSummary }
  | { ok: false; problem: 'not_a_card' | 'unknown_brand'; message: string };

/**
 * Reads a payment method's card object (Stripe's `payment_method.card`: brand, last4, exp_month, exp_year,
 * or our camel-cased copy): an object without those fields is not a card; a brand outside the four is refused.
 */
export function checkCard(card: unknown): CardCheck {
  if (typeof card !== 'object' || card === null)
    return { ok: false, problem: 'not_a_card', message: NOT_A_CARD_MESSAGE };
  const fields = card as Record<string, unknown>;
  const last4 = fields.last4;
  const expMonth = fields.exp_month ?? fields.expMonth;
  const expYear = fields.exp_year ?? fields.expYear;
  if (
    typeof fields.brand !== 'string' ||
    typeof last4 !== 'string' ||
    !/^\d{4}$/.test(last4) ||
    !Number.isInteger(expMonth) ||
    !Number.isInteger(expYear)
  )
    return { ok: false, problem: 'not_a_card', message: NOT_A_CARD_MESSAGE };
  if (!isAcceptedCardBrand(fields.brand))
    return { ok: false, problem: 'unknown_brand', message: UNKNOWN_CARD_BRAND_MESSAGE };
  return {
    ok: true,
    card: { brand: fields.brand, last4, expMonth: expMonth as number, expYear: expYear as number },
  };
}

/**
 * The brand a card number's first digits announce (IIN ranges), for the simulator's card form to show as the
 * visitor types; 'unknown' for anything else (Diners, JCB, UnionPay, ...).
 */
export function brandOfCardNumber(number: string): AcceptedCardBrand | 'unknown' {
  const digits = number.replace(/\D/g, '');
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  return 'unknown';
}

/** The card's number without spaces or dashes: what the simulator's form sends. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');
