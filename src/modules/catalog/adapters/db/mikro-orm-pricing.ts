import type { EntityManager } from '@mikro-orm/postgresql';
import type { PricingRepository } from '../../ports/pricing-repository.ts';
import { AccountPriceFactorSchema, PricingOverrideSchema } from './inventory.mapping.ts';

type EmSource = () => EntityManager;

export class MikroOrmPricingRepository implements PricingRepository {
  readonly #em: EmSource;
  constructor(em: EmSource) {
    this.#em = em;
  }

  liveOverrides(accountId: number, now: Date) {
    return this.#em().find(
      PricingOverrideSchema,
      { accountId, status: 'active', $or: [{ expireDate: null }, { expireDate: { $gt: now } }] },
      { orderBy: { id: 'asc' } },
    );
  }

  async numberPriceFactorBp(accountId: number) {
    const factor = await this.#em().findOne(AccountPriceFactorSchema, { accountId });
    return factor?.discountBp ?? null;
  }
}
