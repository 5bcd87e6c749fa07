import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { PortOutRequest } from '../../domain/port-out-request.ts';
import type { PortOutRequests } from '../../ports/port-out-requests.ts';
import { PortOutRequestSchema } from './port-out-request.mapping.ts';

export class MikroOrmPortOutRequests implements PortOutRequests {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  byCarrierRequestId(carrierRequestId: string, options: { lock?: boolean } = {}) {
    return this.#em().findOne(
      PortOutRequestSchema,
      { carrierRequestId },
      options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    );
  }

  async save(request: PortOutRequest): Promise<void> {
    await this.#em().persist(request).flush();
  }

  recentOf(accountId: number, tn: string, limit: number) {
    return this.#em().find(
      PortOutRequestSchema,
      { accountId, tn },
      { orderBy: { requestedAt: 'desc', id: 'desc' }, limit },
    );
  }
}
