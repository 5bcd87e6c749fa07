import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { SmsActivationRequest } from '../../domain/sms-activation.ts';
import type { SmsActivationRequests } from '../../ports/sms-activation-requests.ts';
import { SmsActivationRequestSchema } from './sms-activation-request.mapping.ts';

export class MikroOrmSmsActivationRequests implements SmsActivationRequests {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  byId(id: number, options: { lock?: boolean } = {}) {
    return this.#em().findOne(
      SmsActivationRequestSchema,
      { id },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    );
  }

  async save(request: SmsActivationRequest): Promise<void> {
    await this.#em().persist(request).flush();
  }
}
