import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { ConfirmationNotFound } from '../domain/account-confirmation.errors.ts';
import type { AccountConfirmationRepository } from '../ports/account-confirmation-repository.ts';
import { lookupRules } from './confirmation-rate-limits.ts';

export interface GetAccountConfirmationDeps {
  confirmations: AccountConfirmationRepository;
  rateLimiter: RateLimiter;
  clock: Clock;
}

export interface AccountConfirmationState {
  /** A code was sent and is still usable: the page starts at the code step (spec 2 section 4). */
  isCodeSet: boolean;
  isActivated: boolean;
}

/** GET /api/confirm-account/{uuid}: where the page starts. An unknown uuid answers 404. */
export function makeGetAccountConfirmation({
  confirmations,
  rateLimiter,
  clock,
}: GetAccountConfirmationDeps) {
  return async function getAccountConfirmation(uuid: string, ip: string): Promise<AccountConfirmationState> {
    const now = clock.now();
    await rateLimiter.hit(lookupRules(ip), now);
    const confirmation = await confirmations.find(uuid);
    if (!confirmation) throw new ConfirmationNotFound();
    return { isCodeSet: confirmation.isCodeSetAt(now), isActivated: confirmation.isActivated };
  };
}
