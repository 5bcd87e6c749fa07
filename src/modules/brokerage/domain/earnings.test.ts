import { describe, expect, it } from 'vitest';
import { BrokerageTransaction } from './brokerage-transaction.ts';
import { FIRST_SALE_HOLD_DAYS, feeSplit, HOLD_DAYS, payableDateOf } from './earnings.ts';
import { License } from './license.ts';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('brokerage earnings (spec 3 Terms and section 9)', () => {
  it('the house keeps the default 40% commission and the broker gets the rest', () => {
    expect(feeSplit(10_000)).toEqual({ feeAmount: 4_000, payoutAmount: 6_000, pigPickPercentage: 0 });
  });

  it("a sale while promoted adds the listing's Pig Pick percentage to the house's fee", () => {
    expect(feeSplit(10_000, 15)).toEqual({ feeAmount: 5_500, payoutAmount: 4_500, pigPickPercentage: 15 });
  });

  it('rounds the fee half up to a cent and fee plus payout is always what the buyer paid', () => {
    const { feeAmount, payoutAmount } = feeSplit(995);
    expect(feeAmount).toBe(398);
    expect(feeAmount + payoutAmount).toBe(995);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => feeSplit(9.5)).toThrow(RangeError);
  });

  it("a number's first sale or licence is payable thirty days after, every later one ten days after", () => {
    expect(FIRST_SALE_HOLD_DAYS).toBe(30);
    expect(HOLD_DAYS).toBe(10);
    expect(payableDateOf(NOW, true).toISOString()).toBe('2026-12-28T12:00:00.000Z');
    expect(payableDateOf(NOW, false).toISOString()).toBe('2026-12-08T12:00:00.000Z');
  });

  it('a new transaction starts as new, unpaid, with the split and hold applied', () => {
    const sale = new BrokerageTransaction({
      brokerAccountId: 7,
      tn: '+12015550100',
      type: 'sale',
      purchaseAmount: 4_900,
      pigPickPercentage: 5,
      firstOfNumber: false,
      now: NOW,
      sourceReference: 'order:u:+12015550100',
    });
    expect(sale).toMatchObject({ status: 'new', payoutId: null, feeAmount: 2_205, payoutAmount: 2_695 });
    expect(sale.payableDate.toISOString()).toBe('2026-12-08T12:00:00.000Z');
  });
});

describe('a licence (spec 3 License and section 4)', () => {
  const licence = () =>
    new License({
      tn: '+12015550100',
      brokerAccountId: 7,
      licenseeAccountId: 8,
      oneTimeSetupFee: 2_500,
      monthlyFee: 995,
      annualIncrease: 3,
      now: NOW,
      sourceReference: 'order:u:+12015550100',
    });

  it('starts active with no end date', () => {
    expect(licence()).toMatchObject({ status: 'active', endDate: null, startDate: NOW });
  });

  it('cancelled by staff becomes deleted; ended by non-payment becomes completed', () => {
    const cancelled = licence();
    cancelled.end('cancelled', NOW);
    expect(cancelled).toMatchObject({ status: 'deleted', endDate: NOW });
    const lapsed = licence();
    lapsed.end('nonPayment', NOW);
    expect(lapsed.status).toBe('completed');
  });

  it('only an active licence can end', () => {
    const ended = licence();
    ended.end('cancelled', NOW);
    expect(() => ended.end('cancelled', NOW)).toThrow('Only an active license can be cancelled.');
  });
});
