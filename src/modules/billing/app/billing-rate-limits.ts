/** Rate limits of the payment routes (per client address), one grep away. */
const HOUR = 3_600_000;

/** A basket checkout makes one or two intents; a card-testing script makes hundreds. */
export const PAYMENT_INTENTS_PER_IP_PER_HOUR = 30;
/** The simulator's card form: each attempt is a card typed in. */
export const SIMULATED_CARDS_PER_IP_PER_HOUR = 30;

export const paymentIntentLimit = (ip: string) => ({
  key: `payment-intent:ip:${ip}`,
  limit: PAYMENT_INTENTS_PER_IP_PER_HOUR,
  windowMs: HOUR,
});

export const simulatedCardLimit = (ip: string) => ({
  key: `simulated-card:ip:${ip}`,
  limit: SIMULATED_CARDS_PER_IP_PER_HOUR,
  windowMs: HOUR,
});

/** Pay-now charges a card each time: a person pays a bill a few times an hour at most. */
export const PAY_NOW_PER_USER_PER_HOUR = 10;

export const payNowLimit = (userId: number) => ({
  key: `pay-now:user:${userId}`,
  limit: PAY_NOW_PER_USER_PER_HOUR,
  windowMs: HOUR,
});
