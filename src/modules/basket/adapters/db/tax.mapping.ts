import { EntitySchema } from '@mikro-orm/postgresql';
import type { TaxEstimates } from '../../domain/tax-estimate.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

export interface TaxRateRow {
  state: string;
  country: string;
  name: string;
  oneTimeBasisPoints: number;
  monthlyBasisPoints: number;
  updatedAt: Date;
}

/**
 * The rate table (docs/adr/0028): one row per state, province or territory, rates in basis points, edited
 * by staff. The migration seeds illustrative rates and checks each rate is 0..10000.
 */
export const TaxRateSchema = new EntitySchema<TaxRateRow>({
  name: 'TaxRate',
  tableName: 'tax_rate',
  schema: 'basket',
  properties: {
    state: { type: 'string', length: 2, primary: true },
    country: { type: 'string', length: 2 },
    name: { type: 'string', length: 60 },
    oneTimeBasisPoints: { type: 'integer' },
    monthlyBasisPoints: { type: 'integer' },
    updatedAt: timestamp,
  },
});

export interface TaxEstimateRow {
  cacheKey: string;
  estimates: TaxEstimates;
  estimatedAt: Date;
  expiresAt: Date;
}

/** Estimates kept by `<source>:<payload hash>` until they expire (TAX_ESTIMATE_TTL_MS). */
export const TaxEstimateSchema = new EntitySchema<TaxEstimateRow>({
  name: 'TaxEstimate',
  tableName: 'tax_estimate',
  schema: 'basket',
  indexes: [{ name: 'tax_estimate_expires_idx', properties: ['expiresAt'] }],
  properties: {
    cacheKey: { type: 'string', length: 80, primary: true },
    estimates: { type: 'json' },
    estimatedAt: timestamp,
    expiresAt: timestamp,
  },
});

export const taxEntities = [TaxRateSchema, TaxEstimateSchema];
