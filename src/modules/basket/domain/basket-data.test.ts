import { describe, expect, it } from 'vitest';
import { customCommissionOf } from './basket-data.ts';

describe("an admin item's commission, as the broker's earning reads it (docs/adr/0075)", () => {
  it('is the customCommissionPercentage staff set on an admin add-number item', () => {
    expect(customCommissionOf({ adminBasket: true, customCommissionPercentage: 25 })).toBe(25);
    expect(customCommissionOf({ adminBasket: true, customCommissionPercentage: 0 })).toBe(0);
  });

  it('is none when staff left it empty, or on any item not added by staff', () => {
    expect(customCommissionOf({ adminBasket: true })).toBeNull();
    expect(customCommissionOf({ customCommissionPercentage: 25 })).toBeNull();
    expect(customCommissionOf({ adminBasket: true, customCommissionPercentage: '25' })).toBeNull();
  });
});
