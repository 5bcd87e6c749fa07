import { InvalidTaxRequest } from '../domain/tax.errors.ts';
import { type TaxRate, taxAtRate } from '../domain/tax-rate.ts';
import type { CachedTaxEstimate, TaxEstimateCache } from '../ports/tax-estimate-cache.ts';
import type { TaxEstimator, TaxQuestion } from '../ports/tax-estimator.ts';

/** The rate table's rules over rates in a Map; counts the questions, so tests see what the cache saved. */
export class CountingTaxEstimator implements TaxEstimator {
  readonly source = 'rates';
  readonly questions: TaxQuestion[] = [];
  readonly #rates: Map<string, TaxRate>;

  constructor(rates: TaxRate[] = [{ state: 'NY', oneTimeBasisPoints: 400, monthlyBasisPoints: 825 }]) {
    this.#rates = new Map(rates.map((rate) => [rate.state, rate]));
  }

  async totalTaxCents(question: TaxQuestion): Promise<number> {
    this.questions.push(question);
    const rate = this.#rates.get(question.jurisdiction.code);
    if (!rate) throw new InvalidTaxRequest({ state: 'We have no tax rate for this state or province.' });
    return taxAtRate(rate, question.kind, question.lines);
  }
}

export class InMemoryTaxEstimateCache implements TaxEstimateCache {
  readonly entries = new Map<string, { estimate: CachedTaxEstimate; expiresAt: Date }>();

  async find(key: string, now: Date) {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > now ? entry.estimate : null;
  }
  async save(key: string, estimate: CachedTaxEstimate, expiresAt: Date) {
    this.entries.set(key, { estimate, expiresAt });
  }
  async purgeExpired(now: Date) {
    let purged = 0;
    for (const [key, entry] of this.entries)
      if (entry.expiresAt <= now) {
        this.entries.delete(key);
        purged += 1;
      }
    return purged;
  }
}
