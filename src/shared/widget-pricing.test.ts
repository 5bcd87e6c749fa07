import { describe, expect, it } from 'vitest';
import { DEFAULT_RESELLER_CONFIG, type ResellerConfig } from './reseller-settings-rules.ts';
import { widgetOffer, widgetPriceCents } from './widget-pricing.ts';

const config = (change: Partial<ResellerConfig> = {}): ResellerConfig => ({
  ...DEFAULT_RESELLER_CONFIG,
  ...change,
});

describe('widget pricing (spec 3 Embedded search)', () => {
  it('adds the percentage first, rounded half up to a cent, then the fixed markup', () => {
    expect(widgetPriceCents(10_000, { percentMarkup: 10, fixedMarkup: 500 })).toBe(11_500);
    expect(widgetPriceCents(995, { percentMarkup: 15, fixedMarkup: 0 })).toBe(1_144); // 1144.25
    expect(widgetPriceCents(1_001, { percentMarkup: 50, fixedMarkup: 0 })).toBe(1_502); // 1501.5 up
    expect(widgetPriceCents(2_500, { percentMarkup: 0, fixedMarkup: 0 })).toBe(2_500);
  });

  it('offers numbers whose marked-up price is within min and max, inclusive', () => {
    const caps = config({ percentMarkup: 10, minPrice: 2_200, maxPrice: 11_000 });
    expect(widgetOffer({ tn: '+12015550100', priceCents: 1_999 }, caps)).toBeNull(); // 2199
    expect(widgetOffer({ tn: '+12015550100', priceCents: 2_000 }, caps)).toEqual({
      priceCents: 2_200,
      action: 'buy',
    });
    expect(widgetOffer({ tn: '+12015550100', priceCents: 10_000 }, caps)).toEqual({
      priceCents: 11_000,
      action: 'buy',
    });
    expect(widgetOffer({ tn: '+12015550100', priceCents: 10_001 }, caps)).toBeNull();
  });

  it('numbers dearer than the buy-now limit are shown to ask the broker, never bought at once', () => {
    const limit = config({ buyNowLimit: 5_000 });
    expect(widgetOffer({ tn: '+12015550100', priceCents: 5_000 }, limit)?.action).toBe('buy');
    expect(widgetOffer({ tn: '+12015550100', priceCents: 5_001 }, limit)?.action).toBe('contact');
  });

  it('offers no toll-free number unless the broker allows them, and then only to ask (they are licensed, not sold)', () => {
    expect(widgetOffer({ tn: '+18005550100', priceCents: 5_000 }, config())).toBeNull();
    expect(widgetOffer({ tn: '+18005550100', priceCents: 5_000 }, config({ allowTollfree: true }))).toEqual({
      priceCents: 5_000,
      action: 'contact',
    });
  });

  it('offers nothing that is not for sale', () => {
    expect(widgetOffer({ tn: '+12015550100', priceCents: 0 }, config())).toBeNull();
  });
});
