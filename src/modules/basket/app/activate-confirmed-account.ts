import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { ConfirmationNotFound, PaymentRequired } from '../domain/account-confirmation.errors.ts';
import type { AccountConfirmationRepository } from '../ports/account-confirmation-repository.ts';
import type { ConfirmationListener } from '../ports/confirmation-listener.ts';
import type { ConfirmationPayments } from '../ports/confirmation-payments.ts';
import { activationRules } from './confirmation-rate-limits.ts';

export interface ActivateConfirmedAccountDeps {
  confirmations: AccountConfirmationRepository;
  payments: ConfirmationPayments;
  listener: ConfirmationListener;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface ActivateConfirmedAccountInput {
  uuid: string;
  /** A card payment for the amount due ('pi_...' made for reference confirm:<uuid>, or 'pm_...'). */
  paymentIntentId?: string | undefined;
  ip: string;
}

/** The payment's reference in billing and the ledger, one per confirmation. */
export const confirmationReference = (uuid: string) => `confirm:${uuid}`;

/**
 * PATCH /api/confirm-account/{uuid} with {paymentIntentId} (or {activate: true} when nothing is due): in
 * one transaction pays the amount due (authorize, capture, a ledger payment), activates, and tells the
 * listener once. A confirmation already activated answers isActivated without paying or telling again.
 */
export function makeActivateConfirmedAccount(deps: ActivateConfirmedAccountDeps) {
  const { confirmations, payments, listener, rateLimiter, clock, tx } = deps;
  return async function activateConfirmedAccount(
    input: ActivateConfirmedAccountInput,
  ): Promise<{ isActivated: true }> {
    await rateLimiter.hit(activationRules(input.ip), clock.now());
    return tx(async () => {
      const confirmation = await confirmations.find(input.uuid, { lock: true });
      if (!confirmation) throw new ConfirmationNotFound();
      if (confirmation.isActivated) return { isActivated: true as const };
      const { accountId, userId, uuid } = confirmation;
      // The server's amount, not the page's: the balance may have changed since the code step.
      const amountCents = Math.max(0, await payments.balanceCents(accountId));
      confirmation.assertPhoneConfirmed(); // before any money moves
      if (amountCents > 0) {
        if (!input.paymentIntentId) throw new PaymentRequired();
        await payments.pay({
          accountId,
          userId,
          amountCents,
          paymentId: input.paymentIntentId,
          reference: confirmationReference(uuid),
          description: 'Account confirmation payment',
        });
      }
      confirmation.activate(clock.now());
      await confirmations.flush();
      await listener.accountConfirmed({ accountId, confirmationUuid: uuid });
      return { isActivated: true as const };
    });
  };
}
