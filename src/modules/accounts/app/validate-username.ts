import type { Clock } from '../../../platform/clock/clock.ts';
import { normaliseEmail } from '../domain/user.ts';
import type { RateLimiter } from '../ports/security.ts';
import type { UserRepository } from '../ports/user-repository.ts';

export const EMAIL_IN_USE = 'Email is already in use.';
export const INVALID_EMAIL = 'Invalid email address';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ValidateUsernameDeps {
  users: UserRepository;
  rateLimiter: RateLimiter;
  clock: Clock;
}

/** The sign-up form's "is this email free?" check; rate limited so it cannot enumerate users cheaply. */
export function makeValidateUsername({ users, rateLimiter, clock }: ValidateUsernameDeps) {
  return async function validateUsername(input: { email: string; ip: string }) {
    await rateLimiter.hit(
      [{ key: `validate-username:ip:${input.ip}`, limit: 60, windowMs: 15 * 60_000 }],
      clock.now(),
    );
    const email = normaliseEmail(input.email);
    if (!EMAIL.test(email) || email.length > 80) return { isValid: false, message: INVALID_EMAIL };
    if (await users.byEmail(email)) return { isValid: false, message: EMAIL_IN_USE };
    return { isValid: true };
  };
}
