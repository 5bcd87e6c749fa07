import type { Clock } from '../../../platform/clock/clock.ts';
import { PaymentNotFound, PaymentStateConflict } from '../domain/billing.errors.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { PaymentRepository } from '../ports/payment-repository.ts';
import { rememberStatus } from './payment-records.ts';

export interface ReleasePaymentDeps {
  gateway: PaymentGateway;
  payments: PaymentRepository;
  clock: Clock;
}

/** Cancels an uncaptured hold (nothing was charged); releasing twice changes nothing. */
export function makeReleasePayment(deps: ReleasePaymentDeps) {
  return async function releasePayment(input: {
    paymentIntentId: string;
    idempotencyKey: string;
  }): Promise<void> {
    const intent = await deps.gateway.retrievePaymentIntent(input.paymentIntentId);
    if (!intent) throw new PaymentNotFound();
    if (intent.status === 'succeeded')
      throw new PaymentStateConflict('The payment was captured; refund it instead of releasing it.');
    const released =
      intent.status === 'canceled'
        ? intent
        : await deps.gateway.cancelPaymentIntent({ id: intent.id, idempotencyKey: input.idempotencyKey });
    await rememberStatus(deps, released.id, released.status);
  };
}
