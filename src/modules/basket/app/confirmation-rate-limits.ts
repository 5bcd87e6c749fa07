import type { RateLimitRule } from '../../../platform/rate-limit/rate-limiter.ts';

const HOUR = 3_600_000;

/** Link look-ups per network address an hour: a person reloads a few times; a uuid scanner far more. */
export const CONFIRMATION_LOOKUPS_PER_IP_PER_HOUR = 60;
/** Codes texted for one confirmation an hour: a first code and a few re-sends. */
export const CODE_SENDS_PER_CONFIRMATION_PER_HOUR = 5;
/** Codes texted per network address an hour (SMS cost and pumping). */
export const CODE_SENDS_PER_IP_PER_HOUR = 10;
/** Codes tried for one confirmation an hour, on top of the 5 wrong tries each code survives. */
export const CODE_CHECKS_PER_CONFIRMATION_PER_HOUR = 20;
/** Codes tried per network address an hour. */
export const CODE_CHECKS_PER_IP_PER_HOUR = 30;
/** Activation (payment) tries per network address an hour: a declined card and a few retries. */
export const ACTIVATIONS_PER_IP_PER_HOUR = 20;

const rule = (key: string, limit: number, message: string): RateLimitRule => ({
  key,
  limit,
  windowMs: HOUR,
  message,
});

export const lookupRules = (ip: string) => [
  rule(
    `confirm-lookup:ip:${ip}`,
    CONFIRMATION_LOOKUPS_PER_IP_PER_HOUR,
    'Too many requests. Please wait a while.',
  ),
];

const SEND_MESSAGE = 'Too many codes requested. Please wait a while and try again.';
export const codeSendRules = (uuid: string, ip: string) => [
  rule(`confirm-send:uuid:${uuid}`, CODE_SENDS_PER_CONFIRMATION_PER_HOUR, SEND_MESSAGE),
  rule(`confirm-send:ip:${ip}`, CODE_SENDS_PER_IP_PER_HOUR, SEND_MESSAGE),
];

const CHECK_MESSAGE = 'Too many codes tried. Please wait a while and try again.';
export const codeCheckRules = (uuid: string, ip: string) => [
  rule(`confirm-check:uuid:${uuid}`, CODE_CHECKS_PER_CONFIRMATION_PER_HOUR, CHECK_MESSAGE),
  rule(`confirm-check:ip:${ip}`, CODE_CHECKS_PER_IP_PER_HOUR, CHECK_MESSAGE),
];

export const activationRules = (ip: string) => [
  rule(`confirm-activate:ip:${ip}`, ACTIVATIONS_PER_IP_PER_HOUR, 'Too many attempts. Please wait a while.'),
];
