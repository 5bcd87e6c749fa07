import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../../shared/domain-error.ts';
import type { TaxPayload } from '../../../shared/tax-payload.ts';
import {
  checkTaxPayload,
  dueNowCents,
  lineTaxCents,
  MAX_TAX_LINE_CENTS,
  taxableCharges,
} from './tax-estimate.ts';

const payload = (overrides: Partial<TaxPayload> = {}): TaxPayload => ({
  state: 'ny',
  zip: '10001',
  lines: [{ type: 'new', plan: 1, nrc: 4_900, mrc: 200 }],
  ...overrides,
});

function errorsOf(work: () => unknown): Record<string, string> | undefined {
  try {
    work();
  } catch (error) {
    if (isDomainError(error, 'validation')) return error.errors;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('checkTaxPayload', () => {
  it('normalises the state and postal code and keeps the lines', () => {
    const request = checkTaxPayload(payload({ state: ' on ', zip: 'k1a 0b1' }));
    expect(request.jurisdiction).toEqual({ code: 'ON', country: 'CA', name: 'Ontario' });
    expect(request.zip).toBe('K1A0B1');
    expect(request.lines).toHaveLength(1);
  });

  it('takes DC, US territories, armed-forces codes and Canadian territories', () => {
    for (const state of ['DC', 'PR', 'GU', 'AE'])
      expect(checkTaxPayload(payload({ state })).jurisdiction.country).toBe('US');
    expect(checkTaxPayload(payload({ state: 'YT', zip: 'Y1A 1A1' })).jurisdiction.name).toBe('Yukon');
  });

  it('refuses a state that is not in the select', () => {
    expect(errorsOf(() => checkTaxPayload(payload({ state: 'XX' })))).toEqual({
      state: 'Unknown state or province.',
    });
  });

  it("refuses a postal code of the other country, or of neither, with the spec's required messages when empty", () => {
    expect(errorsOf(() => checkTaxPayload(payload({ state: 'NY', zip: 'K1A 0B1' })))).toHaveProperty('zip');
    expect(errorsOf(() => checkTaxPayload(payload({ state: 'ON', zip: '10001' })))).toHaveProperty('zip');
    expect(errorsOf(() => checkTaxPayload(payload({ zip: '1234' })))).toHaveProperty('zip');
    expect(errorsOf(() => checkTaxPayload(payload({ state: '', zip: ' ' })))).toEqual({
      state: 'State is required',
      zip: 'Postal Code is required',
    });
  });

  it('accepts ZIP+4 with or without its dash', () => {
    expect(checkTaxPayload(payload({ zip: '10001-1234' })).zip).toBe('10001-1234');
    expect(checkTaxPayload(payload({ zip: '100011234' })).zip).toBe('100011234');
  });

  it('refuses negative, fractional and oversized amounts, naming the line and field', () => {
    const errors = errorsOf(() =>
      checkTaxPayload(
        payload({
          lines: [
            { type: 'new', plan: 1, nrc: -1, mrc: 200 },
            { type: 'portIn', plan: 1, nrc: 500, mrc: 1.5 },
            { type: 'user', plan: 10, nrc: MAX_TAX_LINE_CENTS + 1, mrc: 0 },
          ],
        }),
      ),
    );
    expect(Object.keys(errors ?? {})).toEqual(['lines.0.nrc', 'lines.1.mrc', 'lines.2.nrc']);
  });
});

describe('taxableCharges', () => {
  it('splits one-time, port-in and monthly charges and leaves out lines of 0 cents', () => {
    const charges = taxableCharges([
      { type: 'new', plan: 1, nrc: 4_900, mrc: 200 },
      { type: 'portIn', plan: 1, nrc: 500, mrc: 200 },
      { type: 'portIn', plan: 1, nrc: 0, mrc: 200 },
      { type: 'admin', plan: 10, nrc: 0, mrc: 495 },
    ]);
    expect(charges).toEqual({
      oneTime: [{ reference: 'oneTime-0', amountCents: 4_900 }],
      portIn: [{ reference: 'portIn-0', amountCents: 500 }],
      monthly: [
        { reference: 'monthly-0', amountCents: 200 },
        { reference: 'monthly-1', amountCents: 200 },
        { reference: 'monthly-2', amountCents: 200 },
        { reference: 'monthly-3', amountCents: 495 },
      ],
    });
  });
});

describe('lineTaxCents', () => {
  it('rounds to the nearest cent with halves up', () => {
    expect(lineTaxCents(4_900, 888)).toBe(435); // 435.12
    expect(lineTaxCents(200, 825)).toBe(17); // 16.5
    expect(lineTaxCents(100, 825)).toBe(8); // 8.25
    expect(lineTaxCents(1, 4_999)).toBe(0); // 0.4999
  });

  it('is exact at the largest amount and rate', () => {
    expect(lineTaxCents(MAX_TAX_LINE_CENTS, 10_000)).toBe(MAX_TAX_LINE_CENTS);
  });
});

describe('dueNowCents', () => {
  it('adds the one-time tax and takes off credits', () => {
    expect(dueNowCents({ oneTimeCents: 4_900, oneTimeTaxCents: 435, creditsCents: 1_000 })).toBe(4_335);
  });

  it('is floored at 0 when credits exceed what is due', () => {
    expect(dueNowCents({ oneTimeCents: 500, oneTimeTaxCents: 40, creditsCents: 10_000 })).toBe(0);
  });
});
