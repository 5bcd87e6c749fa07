import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { RateLimitedError } from '../../shared/domain-error.ts';

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
  /**
   * Counts one attempt against every rule's key; throws a 'rate_limited' RateLimitedError (with
   * retryAfterSeconds) when any is over. Keys are stored as storedKey() makes them.
   */
  hit(rules: RateLimitRule[], now: Date): Promise<void>;
  /** Forgets the counters (e.g. the email's failures after a successful sign-in). */
  reset(keys: string[]): Promise<void>;
}

export const DEFAULT_RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** Windows are purged a day after they start, so no rule may count over a longer window. */
export const MAX_RATE_LIMIT_WINDOW_MS = 24 * 3_600_000;

/** The width of platform.rate_limit.key. */
export const MAX_STORED_KEY_LENGTH = 200;

/** One IPv6 subscriber usually holds a whole /64: counting per address would let them rotate freely. */
const IPV6_NETWORK_HEXTETS = 4;

/**
 * The key as stored: an IPv6 address after `:ip:` becomes its /64, and a key longer than the column
 * (a 189-character email after `login:email:`) becomes its start plus a SHA-256 of the whole, so any
 * input keeps its own counter and none overflows.
 */
export function storedKey(key: string): string {
  const match = /^(.*?:ip:)(.+)$/.exec(key);
  const normalised = match && isIPv6(match[2]!) ? `${match[1]}${ipv6Network(match[2]!)}` : key;
  if (normalised.length <= MAX_STORED_KEY_LENGTH) return normalised;
  const digest = createHash('sha256').update(normalised).digest('hex');
  return `${normalised.slice(0, MAX_STORED_KEY_LENGTH - digest.length - 1)}#${digest}`;
}

/** `2001:db8:1:2:3:4:5:6` -> `2001:db8:1:2::/64`; an IPv4-mapped address -> the IPv4 address. */
export function ipv6Network(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headParts.length - tailParts.length;
  const full = [...headParts, ...Array(Math.max(missing, 0)).fill('0'), ...tailParts];
  const network = full.slice(0, IPV6_NETWORK_HEXTETS).map((part) => Number.parseInt(part, 16).toString(16));
  return `${network.join(':')}::/64`;
}

/** The error of a tripped rule; Retry-After is the rest of its window, at least a second. */
export function rateLimited(rule: RateLimitRule, windowStart: Date, now: Date): RateLimitedError {
  const remainingMs = windowStart.getTime() + rule.windowMs - now.getTime();
  return new RateLimitedError('rate_limited', rule.message ?? DEFAULT_RATE_LIMIT_MESSAGE, {
    retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
  });
}

/** Programming errors, not user errors: a bad rule is a bug in the caller. */
export function checkRules(rules: RateLimitRule[]): void {
  if (new Set(rules.map((rule) => storedKey(rule.key))).size !== rules.length)
    throw new Error('Rate-limit keys repeat');
  for (const rule of rules) {
    if (!rule.key) throw new Error('Rate-limit key must not be empty');
    if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new Error(`Rate-limit ${rule.key}: limit < 1`);
    if (!(rule.windowMs > 0 && rule.windowMs <= MAX_RATE_LIMIT_WINDOW_MS))
      throw new Error(`Rate-limit ${rule.key}: window must be between 1 ms and 24 hours`);
  }
}
