import type { Clock } from '../../../platform/clock/clock.ts';
import type { PaymentStatus } from '../domain/payment.ts';
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
