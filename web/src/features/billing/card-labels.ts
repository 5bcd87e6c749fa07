const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** 'visa' as 'Visa' (any other brand as it came). */
export const brandName = (brand: string) => BRAND_NAMES[brand] ?? brand;

/** 'Visa ending in 4242', with the expiry as MM/YYYY when asked. */
export function cardLabel(card: { cardBrand: string; cardLast4: string }): string {
  return `${brandName(card.cardBrand)} ending in ${card.cardLast4}`;
}

export const expiryOf = (card: { cardExpMonth: number; cardExpYear: number }) =>
  `${String(card.cardExpMonth).padStart(2, '0')}/${card.cardExpYear}`;

/** Spec 2's texts for the payment pages. */
export const NO_CARD_MESSAGE = 'You do not have a credit card on file.';
export const NO_PAYMENT_ACCESS_MESSAGE = 'You do not have access to manage payments on this account';
