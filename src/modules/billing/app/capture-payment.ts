import type { Clock } from '../../../platform/clock/clock.ts';
import { PaymentNotFound, PaymentStateConflict } from '../domain/billing.errors.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { PaymentRepository } from '../ports/payment-repository.ts';
import { rememberStatus } from './payment-records.ts';

export interface CapturePaymentDeps {
  gateway: PaymentGateway;
  payments: PaymentRepository;
  clock: Clock;
}

/** Charges an authorization hold; capturing a captured payment again changes nothing. */
export function makeCapturePayment(deps: CapturePaymentDeps) {
  return async function capturePayment(input: {
    paymentIntentId: string;
    idempotencyKey: string;
  }): Promise<void> {
    const intent = await deps.gateway.retrievePaymentIntent(input.paymentIntentId);
    if (!intent) throw new PaymentNotFound();
    if (intent.status === 'canceled')
      throw new PaymentStateConflict('The payment hold was released; it cannot be captured.');
    const captured =
      intent.status === 'succeeded'
        ? intent
        : await deps.gateway.capturePaymentIntent({ id: intent.id, idempotencyKey: input.idempotencyKey });
    await rememberStatus(deps, captured.id, captured.status);
  };
}
