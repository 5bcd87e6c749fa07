import { describe, expect, it } from 'vitest';
import {
  affiliateLink,
  DEFAULT_RESELLER_CONFIG,
  RESELLER_SETTINGS_MESSAGES as M,
  type ResellerSettingsInput,
  resellerOrigin,
  resellerSettingsErrors,
  widgetScriptTag,
} from './reseller-settings-rules.ts';

const valid: ResellerSettingsInput = {
  name: 'Acme Numbers',
  url: 'https://acme.example/numbers',
  email: 'sales@acme.example',
  config: { ...DEFAULT_RESELLER_CONFIG },
};
const errorsOf = (
  change: Partial<ResellerSettingsInput>,
  config: Partial<ResellerSettingsInput['config']> = {},
) => resellerSettingsErrors({ ...valid, ...change, config: { ...valid.config, ...config } });

describe('embedded search settings (spec 3 section 5)', () => {
  it('the defaults with a company name, URL and email may be saved', () => {
    expect(errorsOf({})).toEqual({});
  });

  it("min price is required, at least $9.95 and at most $2500, in the spec's words", () => {
    expect(errorsOf({}, { minPrice: null }).minPrice).toBe('min is required');
    expect(errorsOf({}, { minPrice: 994 }).minPrice).toBe('min is $9.95');
    expect(errorsOf({}, { minPrice: 995 }).minPrice).toBeUndefined();
    expect(errorsOf({}, { minPrice: 250_001 }).minPrice).toBe('max is $2500');
  });

  it('max price is at most $2500, and an empty max is the $2500 cap', () => {
    expect(errorsOf({}, { maxPrice: 250_001 }).maxPrice).toBe(M.maxTooHigh);
    expect(errorsOf({}, { maxPrice: 250_000 })).toEqual({});
    expect(errorsOf({}, { maxPrice: null })).toEqual({});
  });

  it('min may not be more than max', () => {
    expect(errorsOf({}, { minPrice: 5_000, maxPrice: 4_999 }).minPrice).toBe(M.minAboveMax);
    expect(errorsOf({}, { minPrice: 5_000, maxPrice: 5_000 })).toEqual({});
  });

  it('company name, URL and email are required', () => {
    expect(errorsOf({ name: '  ' }).name).toBe('Company name is required');
    expect(errorsOf({ url: '' }).url).toBe('Company URL is required');
    expect(errorsOf({ email: '' }).email).toBe('Company email is required');
  });

  it('a company email must look like one', () => {
    expect(errorsOf({ email: 'sales@acme' }).email).toBe('Company email is invalid');
  });

  it('the company URL must be an http(s) web address: it becomes the widget frame-ancestors origin', () => {
    expect(errorsOf({ url: 'acme.example' }).url).toBe(M.urlInvalid);
    expect(errorsOf({ url: 'javascript:alert(1)' }).url).toBe(M.urlInvalid);
    expect(errorsOf({ url: 'https://user:pw@acme.example' }).url).toBe(M.urlInvalid);
    expect(resellerOrigin('https://acme.example/numbers?x=1')).toBe('https://acme.example');
  });

  it('company name at most 120 characters', () => {
    expect(errorsOf({ name: 'x'.repeat(121) }).name).toBe(M.nameTooLong);
  });

  it('markups are never negative and capped; the buy-now limit is within $0-$2500', () => {
    expect(errorsOf({}, { percentMarkup: -1 }).percentMarkup).toBe(M.percentMarkup);
    expect(errorsOf({}, { percentMarkup: 101 }).percentMarkup).toBe(M.percentMarkup);
    expect(errorsOf({}, { percentMarkup: 12.5 })).toEqual({});
    expect(errorsOf({}, { fixedMarkup: -1 }).fixedMarkup).toBe(M.fixedMarkup);
    expect(errorsOf({}, { fixedMarkup: 250_001 }).fixedMarkup).toBe(M.fixedMarkup);
    expect(errorsOf({}, { buyNowLimit: 250_001 }).buyNowLimit).toBe(M.buyNowLimit);
  });
});

describe('what the tools pages show', () => {
  it('the affiliate link is the home page with ?aff=', () => {
    expect(affiliateLink('https://numberyard.example', 'abc')).toBe('https://numberyard.example/?aff=abc');
  });
  it('the widget is one script tag naming the widget token', () => {
    expect(widgetScriptTag('https://numberyard.example', 'tok')).toBe(
      '<script src="https://numberyard.example/widget/embed.js" data-widget-token="tok" async></script>',
    );
  });
});
