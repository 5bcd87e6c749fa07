import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { ConfirmationAlreadyActivated, ConfirmationNotFound } from '../domain/account-confirmation.errors.ts';
import type { AccountConfirmationRepository } from '../ports/account-confirmation-repository.ts';
import type { ConfirmationCodes } from '../ports/confirmation-codes.ts';
import type { ConfirmationLoginTokens } from '../ports/confirmation-login-tokens.ts';
import type { ConfirmationPayments } from '../ports/confirmation-payments.ts';
import { codeCheckRules } from './confirmation-rate-limits.ts';

export interface ConfirmConfirmationCodeDeps {
  confirmations: AccountConfirmationRepository;
  codes: ConfirmationCodes;
  loginTokens: ConfirmationLoginTokens;
  payments: ConfirmationPayments;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface ConfirmedPhone {
  /** What the account owes (its ledger balance, never below 0), paid on the next step. */
  amountDueCents: number;
  /** Opens a session for the account's user once (GET /api/session/{token}), within 10 minutes. */
  loginToken: string;
}

/**
 * PATCH /api/confirm-account/{uuid} with {code}: a right code confirms the phone and answers the amount due
 * and a login token. A wrong one answers 422 with the tries left and is counted even though the request
 * fails; the fifth voids the code (429) until a new one is sent. An expired code says so.
 */
export function makeConfirmConfirmationCode(deps: ConfirmConfirmationCodeDeps) {
  const { confirmations, codes, loginTokens, payments, rateLimiter, clock, tx } = deps;
  return async function confirmConfirmationCode(input: {
    uuid: string;
    code: string;
    ip: string;
  }): Promise<ConfirmedPhone> {
    await rateLimiter.hit(codeCheckRules(input.uuid, input.ip), clock.now());
    const outcome = await tx(async () => {
      const now = clock.now();
      const confirmation = await confirmations.find(input.uuid, { lock: true });
      if (!confirmation) throw new ConfirmationNotFound();
      if (confirmation.isActivated) throw new ConfirmationAlreadyActivated();
      const refused = confirmation.tryCode((digest) => codes.matches(input.code, digest), now);
      await confirmations.flush();
      // The wrong try is committed with the count, then refused: a rollback would forget it.
      if (refused) return { refused };
      const { accountId, userId } = confirmation;
      const amountDueCents = Math.max(0, await payments.balanceCents(accountId));
      return { confirmed: { amountDueCents, loginToken: await loginTokens.issue({ userId, accountId }) } };
    });
    if ('refused' in outcome) throw outcome.refused;
    return outcome.confirmed;
  };
}
