import { DomainError } from '../../shared/domain-error.ts';

/** One counter: at most `limit` attempts per `windowMs` for `key` (e.g. `login:ip:1.2.3.4`). */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowMs: number;
  /** Shown to the caller when this rule trips (defaults to DEFAULT_RATE_LIMIT_MESSAGE). */
  message?: string;
}

/** Counts attempts across every process; counters survive the caller's transaction rolling back. */
export interface RateLimiter {
  /** Counts one attempt against every rule's key; throws a 'rate_limited' DomainError when any is over. */
  hit(rules: RateLimitRule[], now: Date): Promise<void>;
  /** Forgets the counters (e.g. the email's failures after a successful sign-in). */
  reset(keys: string[]): Promise<void>;
}

export const DEFAULT_RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** Windows are purged a day after they start, so no rule may count over a longer window. */
export const MAX_RATE_LIMIT_WINDOW_MS = 24 * 3_600_000;

export function rateLimited(rule: RateLimitRule): DomainError {
  return new DomainError('rate_limited', 'rate_limited', rule.message ?? DEFAULT_RATE_LIMIT_MESSAGE);
}

/** Programming errors, not user errors: a bad rule is a bug in the caller. */
export function checkRules(rules: RateLimitRule[]): void {
  if (new Set(rules.map((rule) => rule.key)).size !== rules.length) throw new Error('Rate-limit keys repeat');
  for (const rule of rules) {
    if (!rule.key || rule.key.length > 200)
      throw new Error(`Rate-limit key must be 1-200 characters: ${rule.key}`);
    if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new Error(`Rate-limit ${rule.key}: limit < 1`);
    if (!(rule.windowMs > 0 && rule.windowMs <= MAX_RATE_LIMIT_WINDOW_MS))
      throw new Error(`Rate-limit ${rule.key}: window must be between 1 ms and 24 hours`);
  }
}
