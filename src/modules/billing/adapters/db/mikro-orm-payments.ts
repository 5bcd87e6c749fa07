import type { EntityManager } from '@mikro-orm/postgresql';
import type { Payment } from '../../domain/payment.ts';
import type { PaymentRepository } from '../../ports/payment-repository.ts';
import { PaymentSchema } from './billing.mapping.ts';

export class MikroOrmPaymentRepository implements PaymentRepository {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  find(paymentIntentId: string): Promise<Payment | null> {
    return this.#em().findOne(PaymentSchema, { paymentIntentId });
  }

  async addIfAbsent(payment: Payment): Promise<void> {
    await this.#em().execute(
      `insert into billing.payment (payment_intent_id, reference, amount_cents, status, refunded_cents, account_id,
         card, failure_message, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?)
       on conflict (payment_intent_id) do nothing`,
      [
        payment.paymentIntentId,
        payment.reference,
        payment.amountCents,
        payment.status,
        payment.refundedCents,
        payment.accountId,
        payment.card ? JSON.stringify(payment.card) : null,
        payment.failureMessage,
        payment.createdAt,
        payment.updatedAt,
      ],
      'run',
    );
  }

  async save(payment: Payment): Promise<void> {
    await this.#em().persist(payment).flush();
  }
}
