import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidTaxRequest } from '../../domain/tax.errors.ts';
import { taxAtRate } from '../../domain/tax-rate.ts';
import type { TaxEstimator, TaxQuestion } from '../../ports/tax-estimator.ts';
import { TaxRateSchema } from './tax.mapping.ts';

/** The default estimator: the state's rates from `basket.tax_rate` (docs/adr/0028). */
export class RateTableTaxEstimator implements TaxEstimator {
  readonly source = 'rates';
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async totalTaxCents(question: TaxQuestion): Promise<number> {
    const rate = await this.#em().findOne(TaxRateSchema, { state: question.jurisdiction.code });
    // Every jurisdiction of the select is seeded; a row staff removed means "not taxed here" is unknown.
    if (!rate) throw new InvalidTaxRequest({ state: 'We have no tax rate for this state or province.' });
    return taxAtRate(rate, question.kind, question.lines);
  }
}
