/**
 * Stripe's texts for its decline codes, word for word: the message a refused card shows (spec 2: "Card
 * errors: message raised"). Both gateways answer these.
 */
export const DECLINE_MESSAGES = {
  card_declined: 'Your card was declined.',
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
} as const;

export type DeclineCode = keyof typeof DECLINE_MESSAGES;

export const isDeclineCode = (code: string | undefined): code is DeclineCode =>
  code !== undefined && Object.hasOwn(DECLINE_MESSAGES, code);
