import { describe, expect, it } from 'vitest';
import { applyPriceChange, isOnSale, type PriceState } from './on-sale.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const later = (ms: number) => new Date(now.getTime() + ms);

function steadyPrice(priceCents: number, overrides: Partial<PriceState> = {}): PriceState {
  return {
    priceCents,
    retailPriceCents: priceCents,
    changedAt: ago(30 * DAY),
    onSaleUntil: null,
    ...overrides,
  };
}

describe('applyPriceChange', () => {
  it('puts the number on sale for 7 days after a cut of exactly 10%, striking through the old price', () => {
    expect(applyPriceChange(steadyPrice(10_000), 9_000, now)).toEqual({
      priceCents: 9_000,
      retailPriceCents: 10_000,
      changedAt: now,
      onSaleUntil: later(7 * DAY),
    });
  });

  it('does not call a cut of 9.99% a sale', () => {
    const after = applyPriceChange(steadyPrice(10_000), 9_001, now);
    expect(after).toEqual({ priceCents: 9_001, retailPriceCents: 9_001, changedAt: now, onSaleUntil: null });
  });

  it('starts a sale when the previous change was exactly 7 days before', () => {
    expect(applyPriceChange(steadyPrice(5_000, { changedAt: ago(7 * DAY) }), 4_000, now).onSaleUntil).toEqual(
      later(7 * DAY),
    );
  });

  it('starts no sale when the price changed 6 days 23 hours before the cut', () => {
    const after = applyPriceChange(steadyPrice(5_000, { changedAt: ago(7 * DAY - HOUR) }), 4_000, now);
    expect(after.onSaleUntil).toBeNull();
    expect(after.retailPriceCents).toBe(4_000);
  });

  it('starts a sale on a price that never changed since listing', () => {
    expect(applyPriceChange(steadyPrice(5_000, { changedAt: null }), 4_500, now).onSaleUntil).not.toBeNull();
  });

  it('keeps a running sale and its struck-through price when the seller cuts again', () => {
    const onSale = applyPriceChange(steadyPrice(10_000), 8_000, ago(2 * DAY));
    const after = applyPriceChange(onSale, 7_500, now);
    expect(after).toEqual({
      priceCents: 7_500,
      retailPriceCents: 10_000,
      changedAt: now,
      onSaleUntil: onSale.onSaleUntil,
    });
  });

  it('ends a running sale when the seller raises the price', () => {
    const onSale = applyPriceChange(steadyPrice(10_000), 8_000, ago(2 * DAY));
    expect(applyPriceChange(onSale, 8_500, now)).toEqual({
      priceCents: 8_500,
      retailPriceCents: 8_500,
      changedAt: now,
      onSaleUntil: null,
    });
  });

  it('never puts a number on sale by making it licence only', () => {
    expect(applyPriceChange(steadyPrice(10_000), 0, now).onSaleUntil).toBeNull();
  });

  it('changes nothing when the price stays the same', () => {
    const state = steadyPrice(10_000);
    expect(applyPriceChange(state, 10_000, now)).toBe(state);
  });

  it('refuses a price that is not a whole number of cents', () => {
    expect(() => applyPriceChange(steadyPrice(10_000), 99.5, now)).toThrow(RangeError);
    expect(() => applyPriceChange(steadyPrice(10_000), -1, now)).toThrow(RangeError);
  });
});

describe('isOnSale', () => {
  it('holds until the end of the sale, not at it', () => {
    expect(isOnSale(later(1), now)).toBe(true);
    expect(isOnSale(now, now)).toBe(false);
    expect(isOnSale(null, now)).toBe(false);
  });
});
