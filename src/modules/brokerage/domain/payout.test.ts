import { describe, expect, it } from 'vitest';
import { needsTaxForm, Payout, TAX_FORM_THRESHOLD_CENTS } from './payout.ts';

const NOW = new Date('2026-12-10T12:00:00Z');

describe('Payout', () => {
  it('an account payout is paid at once; ach and paypal are processing until the rails answer', () => {
    expect(new Payout({ brokerAccountId: 1, amount: 100, type: 'account', now: NOW }).status).toBe('paid');
    const ach = new Payout({ brokerAccountId: 1, amount: 100, type: 'ach', now: NOW });
    expect(ach.status).toBe('processing');
    ach.paid('tr_1');
    expect(ach).toMatchObject({ status: 'paid', providerReference: 'tr_1' });
  });

  it('is a positive whole number of cents', () => {
    expect(() => new Payout({ brokerAccountId: 1, amount: 0, type: 'account', now: NOW })).toThrow(
      RangeError,
    );
    expect(() => new Payout({ brokerAccountId: 1, amount: 1.5, type: 'account', now: NOW })).toThrow(
      RangeError,
    );
  });

  it('a 1099 is due only when the year total exceeds $600', () => {
    expect(TAX_FORM_THRESHOLD_CENTS).toBe(60_000);
    expect(needsTaxForm(60_000)).toBe(false);
    expect(needsTaxForm(60_001)).toBe(true);
  });
});
