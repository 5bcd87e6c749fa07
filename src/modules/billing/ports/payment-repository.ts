import type { Payment } from '../domain/payment.ts';

export interface PaymentRepository {
  find(paymentIntentId: string): Promise<Payment | null>;
  /**
   * Stores the record unless one for its intent is there already (a concurrent request with the same
   * idempotency key made it meanwhile); never fails on that race, so a caller's transaction stays usable.
   */
  addIfAbsent(payment: Payment): Promise<void>;
  /** Adds or updates (flushed now, in the caller's transaction when there is one). */
  save(payment: Payment): Promise<void>;
}
