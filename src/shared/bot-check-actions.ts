/**
 * The reCAPTCHA actions of spec 2 ("A bot-check token is obtained before search, port check, payment,
 * login, recovery, makeOffer and talkToAgent"), spelled as reCAPTCHA allows (letters, no spaces). The
 * browser asks for a token with one of these and the server checks the token was made for it.
 */
export const BOT_CHECK_ACTIONS = [
  'search',
  'portCheck',
  'payment',
  'login',
  'recovery',
  'makeOffer',
  'talkToAgent',
  // Spec 1 section 7: a token is fetched before a send too (POST /api/accounts/messages).
  'sendMessage',
] as const;

export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

/** What the browser sends when no reCAPTCHA site key is configured: the simulator passes it. */
export const SIMULATED_BOT_CHECK_TOKEN = 'dev-recaptcha-token';
