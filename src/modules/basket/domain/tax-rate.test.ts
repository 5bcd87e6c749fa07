import { describe, expect, it } from 'vitest';
import { taxAtRate } from './tax-rate.ts';

const newYork = { state: 'NY', oneTimeBasisPoints: 400, monthlyBasisPoints: 825 };

describe('taxAtRate', () => {
  it('taxes one-time and port-in charges at the one-time rate and monthly charges at the monthly rate', () => {
    const lines = [{ reference: 'x-0', amountCents: 10_000 }];
    expect(taxAtRate(newYork, 'oneTime', lines)).toBe(400);
    expect(taxAtRate(newYork, 'portIn', lines)).toBe(400);
    expect(taxAtRate(newYork, 'monthly', lines)).toBe(825);
  });

  it('rounds each line before summing (two 16.5-cent taxes make 34, not 33)', () => {
    const lines = [
      { reference: 'monthly-0', amountCents: 200 },
      { reference: 'monthly-1', amountCents: 200 },
    ];
    expect(taxAtRate(newYork, 'monthly', lines)).toBe(34);
  });
});
