import type { Payment } from '../domain/payment.ts';

export interface PaymentRepository {
  find(paymentIntentId: string): Promise<Payment | null>;
  /** Adds or updates (flushed now, in the caller's transaction when there is one). */
  save(payment: Payment): Promise<void>;
}
