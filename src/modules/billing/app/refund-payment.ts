import type { Clock } from '../../../platform/clock/clock.ts';
import { ValidationError } from '../../../shared/domain-error.ts';
import { PaymentNotFound, PaymentStateConflict } from '../domain/billing.errors.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { PaymentRepository } from '../ports/payment-repository.ts';

export interface RefundPaymentDeps {
  gateway: PaymentGateway;
  payments: PaymentRepository;
  clock: Clock;
}

/** Refunds a captured payment, all of it when no amount is given; the idempotency key makes a retry safe. */
export function makeRefundPayment(deps: RefundPaymentDeps) {
  return async function refundPayment(input: {
    paymentIntentId: string;
    amountCents?: number;
    idempotencyKey: string;
  }): Promise<void> {
    if (
      input.amountCents !== undefined &&
      (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1)
    )
      throw new ValidationError(
        'billing.invalid_amount',
        'The amount must be a whole number of cents above 0.',
      );
    const intent = await deps.gateway.retrievePaymentIntent(input.paymentIntentId);
    if (!intent) throw new PaymentNotFound();
    if (intent.status !== 'succeeded')
      throw new PaymentStateConflict('Only a captured payment can be refunded.');
    const refund = await deps.gateway.createRefund({
      paymentIntentId: intent.id,
      ...(input.amountCents === undefined ? {} : { amountCents: input.amountCents }),
      idempotencyKey: input.idempotencyKey,
    });
    const payment = await deps.payments.find(intent.id);
    if (!payment) return;
    payment.refundedCents = Math.min(payment.amountCents, payment.refundedCents + refund.amountCents);
    payment.updatedAt = deps.clock.now();
    await deps.payments.save(payment);
  };
}
