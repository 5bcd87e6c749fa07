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

  async save(payment: Payment): Promise<void> {
    await this.#em().persist(payment).flush();
  }
}
