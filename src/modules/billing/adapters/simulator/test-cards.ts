import type { DeclineCode } from '../../domain/decline-messages.ts';

/**
 * Stripe's published test cards and test PaymentMethod ids (stripe.com/docs/testing), which the simulator
 * honours so browsers and API clients pay offline exactly as they would against Stripe in test mode.
 * Only these numbers are accepted; the simulator never keeps a number, only brand and last four.
 */
export type TestCardOutcome = 'succeeds' | Exclude<DeclineCode, 'generic_decline'>;

export interface TestCard {
  brand: string;
  last4: string;
  outcome: TestCardOutcome;
}

export const INCORRECT_NUMBER_MESSAGE = 'Your card number is incorrect.';

const card = (brand: string, number: string, outcome: TestCardOutcome = 'succeeds') => ({
  number,
  card: { brand, last4: number.slice(-4), outcome },
});

const CARDS = [
  card('visa', '4242424242424242'),
  card('visa', '4000056655665556'),
  card('mastercard', '5555555555554444'),
  card('mastercard', '2223003122003222'),
  card('mastercard', '5200828282828210'),
  card('mastercard', '5105105105105100'),
  card('amex', '378282246310005'),
  card('amex', '371449635398431'),
  card('discover', '6011111111111117'),
  card('discover', '6011000990139424'),
  card('discover', '6011981111111113'),
  card('diners', '3056930009020004'),
  card('diners', '36227206271667'),
  card('jcb', '3566002020360505'),
  card('unionpay', '6200000000000005'),
  card('visa', '4000000000000002', 'card_declined'),
  card('visa', '4000000000009995', 'insufficient_funds'),
  card('visa', '4000000000009987', 'lost_card'),
  card('visa', '4000000000009979', 'stolen_card'),
  card('visa', '4000000000000069', 'expired_card'),
  card('visa', '4000000000000127', 'incorrect_cvc'),
  card('visa', '4000000000000119', 'processing_error'),
];

const TEST_CARD_NUMBERS = new Map(CARDS.map((entry) => [entry.number, entry.card]));

/** The test card with this number (digits only), or null: the simulator accepts no other number. */
export function testCardByNumber(digits: string): TestCard | null {
  return TEST_CARD_NUMBERS.get(digits) ?? null;
}

const byNumber = (number: string) => TEST_CARD_NUMBERS.get(number)!;

/** Stripe's test PaymentMethod ids (usable from API clients without any card form). */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: byNumber('4242424242424242'),
  pm_card_visa_debit: byNumber('4000056655665556'),
  pm_card_mastercard: byNumber('5555555555554444'),
  pm_card_mastercard_debit: byNumber('5200828282828210'),
  pm_card_mastercard_prepaid: byNumber('5105105105105100'),
  pm_card_amex: byNumber('378282246310005'),
  pm_card_discover: byNumber('6011111111111117'),
  pm_card_diners: byNumber('3056930009020004'),
  pm_card_jcb: byNumber('3566002020360505'),
  pm_card_unionpay: byNumber('6200000000000005'),
  pm_card_chargeDeclined: byNumber('4000000000000002'),
  pm_card_chargeDeclinedInsufficientFunds: byNumber('4000000000009995'),
  pm_card_chargeDeclinedLostCard: byNumber('4000000000009987'),
  pm_card_chargeDeclinedStolenCard: byNumber('4000000000009979'),
  pm_card_chargeDeclinedExpiredCard: byNumber('4000000000000069'),
  pm_card_chargeDeclinedIncorrectCvc: byNumber('4000000000000127'),
  pm_card_chargeDeclinedProcessingError: byNumber('4000000000000119'),
};
