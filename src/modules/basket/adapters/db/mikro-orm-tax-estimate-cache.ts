import type { EntityManager } from '@mikro-orm/postgresql';
import type { CachedTaxEstimate, TaxEstimateCache } from '../../ports/tax-estimate-cache.ts';
import { TaxEstimateSchema } from './tax.mapping.ts';

/** Estimates in `basket.tax_estimate`, shared by every API process. */
export class MikroOrmTaxEstimateCache implements TaxEstimateCache {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async find(key: string, now: Date): Promise<CachedTaxEstimate | null> {
    const row = await this.#em().findOne(
      TaxEstimateSchema,
      { cacheKey: key, expiresAt: { $gt: now } },
      { disableIdentityMap: true },
    );
    return row ? { estimates: row.estimates, estimatedAt: row.estimatedAt } : null;
  }

  async save(key: string, estimate: CachedTaxEstimate, expiresAt: Date): Promise<void> {
    // Two requests estimating the same payload at once both write: the later answer wins, either is right.
    await this.#em().upsert(
      TaxEstimateSchema,
      { cacheKey: key, estimates: estimate.estimates, estimatedAt: estimate.estimatedAt, expiresAt },
      { onConflictFields: ['cacheKey'], onConflictAction: 'merge' },
    );
  }

  async purgeExpired(now: Date): Promise<number> {
    return this.#em().nativeDelete(TaxEstimateSchema, { expiresAt: { $lte: now } });
  }
}
