import { describe, expect, it } from 'vitest';
import {
  brandOfCardNumber,
  checkCard,
  NOT_A_CARD_MESSAGE,
  UNKNOWN_CARD_BRAND_MESSAGE,
} from './card-brands.ts';

describe('the card rule (spec 2, Card)', () => {
  it('accepts amex, visa, mastercard and discover, keeping brand, last four and expiry only', () => {
    for (const brand of ['amex', 'visa', 'mastercard', 'discover'])
      expect(checkCard({ brand, last4: '4242', exp_month: 4, exp_year: 2030, fingerprint: 'x' })).toEqual({
        ok: true,
        card: { brand, last4: '4242', expMonth: 4, expYear: 2030 },
      });
  });

  it("refuses any other brand with 'Encountered unknown credit card brand, unable to continue'", () => {
    for (const brand of ['diners', 'jcb', 'unionpay', 'unknown', 'Visa'])
      expect(checkCard({ brand, last4: '0004', expMonth: 1, expYear: 2030 })).toEqual({
        ok: false,
        problem: 'unknown_brand',
        message: UNKNOWN_CARD_BRAND_MESSAGE,
      });
    expect(UNKNOWN_CARD_BRAND_MESSAGE).toBe('Encountered unknown credit card brand, unable to continue');
  });

  it("refuses something that is not a card object with 'Was not passed a Stripe Payment Method Card'", () => {
    for (const card of [
      null,
      undefined,
      'visa',
      { brand: 'visa' },
      { brand: 'visa', last4: '42', exp_month: 1, exp_year: 2030 },
    ])
      expect(checkCard(card)).toMatchObject({
        ok: false,
        problem: 'not_a_card',
        message: NOT_A_CARD_MESSAGE,
      });
    expect(NOT_A_CARD_MESSAGE).toBe('Was not passed a Stripe Payment Method Card');
  });

  it("names a number's brand from its first digits, for the simulator's form", () => {
    expect(brandOfCardNumber('4242 4242 4242 4242')).toBe('visa');
    expect(brandOfCardNumber('5555-5555-5555-4444')).toBe('mastercard');
    expect(brandOfCardNumber('2223003122003222')).toBe('mastercard');
    expect(brandOfCardNumber('378282246310005')).toBe('amex');
    expect(brandOfCardNumber('6011111111111117')).toBe('discover');
    expect(brandOfCardNumber('3056930009020004')).toBe('unknown');
    expect(brandOfCardNumber('3566002020360505')).toBe('unknown');
  });
});
