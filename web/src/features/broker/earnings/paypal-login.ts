import type { components } from '../../../api/schema.d.ts';

export type PaypalConfig = components['schemas']['PaypalConfig'];

/** PayPal's sign-in page per environment (developer.paypal.com, Log in with PayPal, "Build button"). */
const AUTHORIZE_URLS = {
  sandbox: 'https://www.sandbox.paypal.com/signin/authorize',
  live: 'https://www.paypal.com/signin/authorize',
} as const;

/**
 * `openid` is required; `paypalattributes` gives the payer id the server pays (PayPal's scope table: "PayPal
 * account ID (payer ID) ... used in PayPal APIs such as the Payouts API").
 */
export const PAYPAL_SCOPES = 'openid https://uri.paypal.com/services/paypalattributes';

/** Where the random `state` of a sign-in under way waits for PayPal's answer (this tab only; never the code). */
const STATE_KEY = 'numberyard.paypal-login-state';

/**
 * The "Log In with PayPal" address: PayPal's authorize endpoint for the configured environment with
 * flowEntry=static, the app's client id, the scopes, the return URL the server names (the PayPal app's Return
 * URL) and `state`, which the return must carry back (so a code someone else obtained is never used).
 */
export function paypalAuthorizeUrl(
  config: Pick<PaypalConfig, 'env' | 'client_id' | 'redirect_uri'>,
  state: string,
): string | null {
  if (!config.env || !config.client_id || !config.redirect_uri) return null;
  const params = new URLSearchParams({
    flowEntry: 'static',
    client_id: config.client_id,
    scope: PAYPAL_SCOPES,
    redirect_uri: config.redirect_uri,
    state,
  });
  return `${AUTHORIZE_URLS[config.env]}?${params}`;
}

/** A fresh `state` for one sign-in. */
export const newPaypalState = () => crypto.randomUUID();

/** Kept when the broker leaves for PayPal. */
export function rememberPaypalState(state: string): void {
  sessionStorage.setItem(STATE_KEY, state);
}

/** PayPal's answer in the address: the code, an error, or nothing of PayPal's. */
export type PaypalReturn = { code: string } | { error: string } | null;

/** The query parameters PayPal's return adds, stripped from the address once read. */
export const PAYPAL_RETURN_PARAMS = ['code', 'state', 'scope', 'error', 'error_description'] as const;

/**
 * Reads PayPal's return: a code whose `state` is the one this tab sent (then forgotten), or an error (a
 * refused sign-in, or a state that is not ours).
 */
export function takePaypalReturn(params: URLSearchParams): PaypalReturn {
  const code = params.get('code');
  const error = params.get('error');
  if (!code && !error) return null;
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if (error) return { error: params.get('error_description') ?? error };
  if (!expected || params.get('state') !== expected) return { error: 'PayPal sign-in state does not match.' };
  return { code: code as string };
}
