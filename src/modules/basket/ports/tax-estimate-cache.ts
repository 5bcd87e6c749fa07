import type { TaxEstimates } from '../domain/tax-estimate.ts';

/** An estimate as it was answered, kept by its key (the estimator's source and the payload's hash). */
export interface CachedTaxEstimate {
  readonly estimates: TaxEstimates;
  readonly estimatedAt: Date;
}

/** Estimates kept for a while (TAX_ESTIMATE_TTL_MS), so an unchanged payload is not estimated again. */
export interface TaxEstimateCache {
  /** The estimate kept under `key` if it has not expired at `now`. */
  find(key: string, now: Date): Promise<CachedTaxEstimate | null>;
  /** Keeps (or replaces) the estimate under `key` until `expiresAt`. */
  save(key: string, estimate: CachedTaxEstimate, expiresAt: Date): Promise<void>;
  /** Forgets estimates expired at `now`; answers how many. */
  purgeExpired(now: Date): Promise<number>;
}
