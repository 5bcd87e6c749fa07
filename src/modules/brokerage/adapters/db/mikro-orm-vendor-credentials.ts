import type { EntityManager } from '@mikro-orm/postgresql';
import type { VendorCredential } from '../../domain/vendor-credential.ts';
import type { VendorCredentials } from '../../ports/vendor-credentials.ts';
import { VendorCredentialSchema } from './verification.mapping.ts';

export class MikroOrmVendorCredentials implements VendorCredentials {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  list(brokerAccountId: number, options: { vendor?: string; limit: number }): Promise<VendorCredential[]> {
    return this.#em().find(
      VendorCredentialSchema,
      { brokerAccountId, deletedAt: null, ...(options.vendor ? { vendor: options.vendor as never } : {}) },
      { orderBy: [{ createDate: 'desc' }, { id: 'desc' }], limit: options.limit },
    );
  }

  ofBroker(brokerAccountId: number, id: number): Promise<VendorCredential | null> {
    return this.#em().findOne(VendorCredentialSchema, { id, brokerAccountId, deletedAt: null });
  }

  async add(credential: VendorCredential): Promise<void> {
    await this.#em().persist(credential).flush();
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }
}
