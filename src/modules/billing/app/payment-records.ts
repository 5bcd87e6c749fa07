import type { Clock } from '../../../platform/clock/clock.ts';
import type { CardSummary } from '../../../shared/card-brands.ts';
import { Payment, type PaymentStatus } from '../domain/payment.ts';
import type { GatewayPaymentIntent } from '../ports/payment-gateway.ts';
import type { PaymentRepository } from '../ports/payment-repository.ts';

/** Copies the provider's new status onto our record of the payment, when we have one. */
export async function rememberStatus(
  deps: { payments: PaymentRepository; clock: Clock },
  paymentIntentId: string,
  status: PaymentStatus,
): Promise<void> {
  const payment = await deps.payments.find(paymentIntentId);
  if (!payment || payment.status === status) return;
  payment.status = status;
  payment.updatedAt = deps.clock.now();
  await deps.payments.save(payment);
}

/** Our record of an intent, made on first sight (for `reference`, by `accountId`) and kept current after. */
export async function rememberIntent(
  deps: { payments: PaymentRepository; clock: Clock },
  intent: GatewayPaymentIntent,
  made: { reference: string; accountId: number | null; card: CardSummary | null },
): Promise<void> {
  const now = deps.clock.now();
  let payment = await deps.payments.find(intent.id);
  if (!payment) {
    // Requests with one idempotency key get one intent: the first to write the record makes it.
    await deps.payments.addIfAbsent(
      new Payment({
        paymentIntentId: intent.id,
        reference: made.reference,
        amountCents: intent.amountCents,
        status: intent.status,
        accountId: made.accountId,
        card: made.card,
        now,
      }),
    );
    payment = await deps.payments.find(intent.id);
    if (!payment) throw new Error(`Payment ${intent.id} was neither added nor found`);
  }
  payment.status = intent.status;
  if (made.card) payment.card = made.card;
  payment.updatedAt = now;
  await deps.payments.save(payment);
}
