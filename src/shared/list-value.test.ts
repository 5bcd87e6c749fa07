import { describe, expect, it } from 'vitest';
import { coerceListValue, parseIsoDate } from './list-value.ts';

describe('coerceListValue', () => {
  it('keeps strings as given, empty included', () => {
    expect(coerceListValue('string', '')).toEqual({ ok: true, value: '' });
  });

  it.each([
    ['42', 42],
    ['-7', -7],
    ['007', 7],
  ])('reads the integer %j', (text, value) => {
    expect(coerceListValue('integer', text)).toEqual({ ok: true, value });
  });

  it.each(['1.5', '', ' 1', '1e3', '99999999999999999', '0x1f'])('rejects %j as an integer', (text) => {
    expect(coerceListValue('integer', text)).toEqual({ ok: false, error: 'must be an integer' });
  });

  it.each([
    ['.5', 0.5],
    ['-2.25', -2.25],
    ['3', 3],
    ['3.', 3],
  ])('reads the number %j', (text, value) => {
    expect(coerceListValue('number', text)).toEqual({ ok: true, value });
  });

  it.each(['NaN', 'Infinity', '1e3', '', '.', '1,5'])('rejects %j as a number', (text) => {
    expect(coerceListValue('number', text)).toEqual({ ok: false, error: 'must be a number' });
  });

  it("reads booleans only from 'true' and 'false'", () => {
    expect(coerceListValue('boolean', 'true')).toEqual({ ok: true, value: true });
    expect(coerceListValue('boolean', 'false')).toEqual({ ok: true, value: false });
    expect(coerceListValue('boolean', 'Y')).toEqual({ ok: false, error: "must be 'true' or 'false'" });
  });

  it('accepts only the listed enum values, case-sensitively', () => {
    expect(coerceListValue('enum', 'Y', ['Y', 'N'])).toEqual({ ok: true, value: 'Y' });
    expect(coerceListValue('enum', 'y', ['Y', 'N'])).toEqual({ ok: false, error: 'must be one of Y, N' });
  });

  it('reads dates into Date objects', () => {
    expect(coerceListValue('date', '2026-11-20')).toEqual({
      ok: true,
      value: new Date('2026-11-20T00:00:00Z'),
    });
    expect(coerceListValue('date', 'soon')).toMatchObject({ ok: false });
  });
});

describe('parseIsoDate', () => {
  it.each([
    ['2026-11-20', '2026-11-20T00:00:00.000Z'],
    ['2026-11-20T15:04', '2026-11-20T15:04:00.000Z'],
    ['2026-11-20T15:04:05Z', '2026-11-20T15:04:05.000Z'],
    ['2026-11-20T15:04:05.123+02:00', '2026-11-20T13:04:05.123Z'],
    ['2026-11-20T00:30:00-08:00', '2026-11-20T08:30:00.000Z'],
    ['2028-02-29', '2028-02-29T00:00:00.000Z'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseIsoDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-11-20T24:00',
    '2026-11-20T10:60',
    '2026-11-20 10:00',
    '2026-11-20T10:00:00+0200',
    '20261120',
    'Fri Nov 20 2026',
    '',
  ])('rejects %j', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });
});
