import type { RateLimitRule } from '../../../platform/rate-limit/rate-limiter.ts';
import type { BasketUser } from '../domain/basket.ts';

const HOUR = 3_600_000;

/** New baskets per network address an hour: a household or office starts a few; a hoarding script more. */
export const BASKETS_PER_IP_PER_HOUR = 30;
/** New baskets per account an hour: a customer needs one at a time. */
export const BASKETS_PER_ACCOUNT_PER_HOUR = 10;
/** Numbers added per network address an hour: several full baskets (25) of browsing. */
export const ITEM_ADDS_PER_IP_PER_HOUR = 150;
/** Numbers added per account an hour. */
export const ITEM_ADDS_PER_ACCOUNT_PER_HOUR = 100;

interface HourlyLimits {
  key: string;
  perIp: number;
  perAccount: number;
  message: string;
}

export const NEW_BASKET_LIMITS: HourlyLimits = {
  key: 'basket-create',
  perIp: BASKETS_PER_IP_PER_HOUR,
  perAccount: BASKETS_PER_ACCOUNT_PER_HOUR,
  message: 'You have started too many baskets. Please wait a while and try again.',
};

export const ITEM_ADD_LIMITS: HourlyLimits = {
  key: 'basket-add',
  perIp: ITEM_ADDS_PER_IP_PER_HOUR,
  perAccount: ITEM_ADDS_PER_ACCOUNT_PER_HOUR,
  message: 'You have added too many numbers to baskets. Please wait a while and try again.',
};

/** The rate-limit rules of one basket action: per address, and per account when signed in. */
export function hourlyRules(limits: HourlyLimits, user: BasketUser, ip: string): RateLimitRule[] {
  const rule = (subject: string, limit: number) => ({
    key: `${limits.key}:${subject}`,
    limit,
    windowMs: HOUR,
    message: limits.message,
  });
  return [
    rule(`ip:${ip}`, limits.perIp),
    ...(user.accountId === null ? [] : [rule(`account:${user.accountId}`, limits.perAccount)]),
  ];
}
