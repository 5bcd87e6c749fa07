/** What an API token may do: 'read-only' (GET and HEAD only, anywhere in the API) or 'full'. */
export const API_TOKEN_SCOPES = ['read-only', 'full'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** The expiry choices the token form offers, in days; "never" and a chosen date are the others. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
/** No token outlives two years: a forgotten one stops working on its own. */
export const API_TOKEN_MAX_LIFETIME_DAYS = 730;
const DAY_MS = 24 * 60 * 60_000;

export const TOKEN_EXPIRY_MESSAGES = {
  past: 'The expiry date must be in the future.',
  tooFar: `The expiry date must be within ${API_TOKEN_MAX_LIFETIME_DAYS / 365} years.`,
} as const;

/** The message for an expiry the rule refuses, otherwise null. */
export function tokenExpiryProblem(expiresAt: Date, now: Date): string | null {
  if (expiresAt.getTime() <= now.getTime()) return TOKEN_EXPIRY_MESSAGES.past;
  if (expiresAt.getTime() - now.getTime() > API_TOKEN_MAX_LIFETIME_DAYS * DAY_MS)
    return TOKEN_EXPIRY_MESSAGES.tooFar;
  return null;
}

/** `days` days after `now`, for the 30/90/365-day choices. */
export function expiryInDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
