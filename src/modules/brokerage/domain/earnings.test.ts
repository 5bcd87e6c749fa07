import { describe, expect, it } from 'vitest';
import { BrokerageTransaction } from './brokerage-transaction.ts';
import { FIRST_SALE_HOLD_DAYS, feeSplit, HOLD_DAYS, payableDateOf, staffCommissionOf } from './earnings.ts';
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

  it('a staff commission replaces the default: the house keeps that percent, the broker the rest', () => {
    expect(feeSplit(10_000, 0, 25)).toEqual({ feeAmount: 2_500, payoutAmount: 7_500, pigPickPercentage: 0 });
    expect(feeSplit(10_000, 0, 0)).toEqual({ feeAmount: 0, payoutAmount: 10_000, pigPickPercentage: 0 });
  });

  it('a fractional staff commission is rounded half up to a whole cent, fee plus payout stays the price', () => {
    // 12.5 % of $9.99 is 124.875 cents; of $1.00 exactly 12.5 cents, which rounds up.
    expect(feeSplit(999, 0, 12.5)).toMatchObject({ feeAmount: 125, payoutAmount: 874 });
    expect(feeSplit(100, 0, 12.5)).toMatchObject({ feeAmount: 13, payoutAmount: 87 });
    // 33.33 % of 3 cents: no floating-point drift past the cent.
    expect(feeSplit(3, 0, 33.33)).toMatchObject({ feeAmount: 1, payoutAmount: 2 });
  });

  it('refuses a commission outside 0-100 %', () => {
    expect(() => feeSplit(1_000, 0, -1)).toThrow(RangeError);
    expect(() => feeSplit(1_000, 0, 101)).toThrow(RangeError);
    expect(() => feeSplit(1_000, 0, Number.NaN)).toThrow(RangeError);
  });

  it("reads the staff commission kept on a transaction's data, and none from any other", () => {
    expect(staffCommissionOf({ staffCommissionPercent: 25 })).toBe(25);
    expect(staffCommissionOf({ staffCommissionPercent: '25' })).toBeNull();
    expect(staffCommissionOf({})).toBeNull();
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
