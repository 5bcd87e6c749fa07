import { describe, expect, it } from 'vitest';
import { BasketItem } from './basket-item.ts';
import { basketTaxLines } from './basket-tax-lines.ts';

const now = new Date('2026-11-24T12:00:00Z');

const bought = (billingPeriod: 1 | 12) => {
  const item = BasketItem.newNumber({
    basketUuid: 'b-1',
    number: {
      numberId: 7,
      tn: '+12015550123',
      priceCents: 2_500,
      licenseOneTimeCents: null,
      licenseMonthlyCents: null,
      vendor: 'bwc',
    },
    mode: 'buy',
    plan: { id: 1, mrcCents: 300 },
    billingPeriod,
    now,
  });
  item.id = 1;
  return item;
};

describe('the tax lines of a basket', () => {
  it('tax what is charged once as the order summary charges it: a 12-month period counts twelve months up front', () => {
    expect(basketTaxLines([bought(1)], now)).toEqual([{ type: 'new', plan: 1, nrc: 2_800, mrc: 300 }]);
    expect(basketTaxLines([bought(12)], now)).toEqual([
      { type: 'new', plan: 1, nrc: 2_500 + 12 * 300, mrc: 300 },
    ]);
  });
});
