import { dateOf } from '../../../shared/proration.ts';
import { PaymentDeclined } from '../domain/billing.errors.ts';
import { NO_CARD_MESSAGE, paymentFailedMail } from '../domain/dunning.ts';
import { LedgerEntry } from '../domain/ledger-entry.ts';
import { mailAdmins, type RecurringDeps } from './recurring-deps.ts';

export interface PaymentAttempt {
  key: string;
  accountId: number;
  amountCents: number;
  /** 0 for the anniversary run's payment, 1-3 for dunning's retries, more for staff's (docs/adr/0074). */
  retry: number;
}

/**
 * Charges the card on file for a claimed attempt (the provider's idempotency key is the attempt's, so a
 * retried attempt never charges twice) and settles it once: paid -> a payment on the ledger, and dunning
 * ends when the balance is paid; declined or no card -> dunning starts (or goes on) and the admins are mailed.
 */
export function makeCollectPayment(deps: RecurringDeps) {
  async function charge(attempt: PaymentAttempt): Promise<{ ok: true } | { ok: false; message: string }> {
    const card = await deps.cards.ofAccount(attempt.accountId);
    if (!card) return { ok: false, message: NO_CARD_MESSAGE };
    try {
      let intent = await deps.gateway.createPaymentIntent({
        amountCents: attempt.amountCents,
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
        offSession: true,
        description: 'Numberyard recurring charges',
        metadata: { reference: `account:${attempt.accountId}` },
        idempotencyKey: `${attempt.key}:intent`,
      });
      if (intent.status === 'requires_capture')
        intent = await deps.gateway.capturePaymentIntent({
          id: intent.id,
          idempotencyKey: `${attempt.key}:capture`,
        });
      if (intent.status !== 'succeeded')
        return { ok: false, message: intent.lastPaymentError ?? 'The card was not charged.' };
      return { ok: true };
    } catch (error) {
      if (error instanceof PaymentDeclined) return { ok: false, message: error.message };
      throw error;
    }
  }

  return async function collectPayment(attempt: PaymentAttempt): Promise<'paid' | 'declined'> {
    const outcome = await charge(attempt);
    const today = dateOf(deps.clock.now());
    return deps.tx(async () => {
      if (outcome.ok) {
        if (await deps.dunning.settlePayment(attempt.key, 'paid', '')) {
          const entry = {
            kind: 'payment' as const,
            amountCents: attempt.amountCents,
            description: 'Card payment',
            reference: attempt.key,
          };
          await deps.ledger.add([new LedgerEntry(attempt.accountId, entry, deps.clock.now())]);
          if ((await deps.ledger.balanceCents(attempt.accountId)) <= 0)
            await deps.dunning.end(attempt.accountId, today);
        }
        return 'paid';
      }
      if (await deps.dunning.settlePayment(attempt.key, 'declined', outcome.message)) {
        await deps.dunning.start(attempt.accountId, today, outcome.message);
        const dunning = await deps.dunning.open(attempt.accountId);
        const mail = paymentFailedMail({
          amountCents: attempt.amountCents,
          message: outcome.message,
          retry: attempt.retry,
          startedOn: dunning?.startedOn ?? today,
          delayDays: dunning?.delayDays ?? 0,
          publicUrl: deps.publicUrl,
        });
        await mailAdmins(deps, attempt.accountId, mail, 'billing-dunning');
      }
      return 'declined';
    });
  };
}
