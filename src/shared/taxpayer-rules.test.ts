import { describe, expect, it } from 'vitest';
import { TAXPAYER_MESSAGES as M, maskedTin, normaliseTin, taxpayerErrors } from './taxpayer-rules.ts';

describe('taxpayer rules (spec 3 section 5)', () => {
  it('an SSN or EIN is 9 digits once dashes are removed', () => {
    expect(taxpayerErrors({ payee: 'Acme LLC', tin: '12-3456789' })).toEqual({});
    expect(taxpayerErrors({ payee: 'Jo Smith', tin: '123-45-6789', confirmTin: '123456789' })).toEqual({});
    expect(normaliseTin(' 123-45-6789 ')).toBe('123456789');
    for (const tin of ['12345678', '1234567890', '12345678a', '123 45 6789'])
      expect(taxpayerErrors({ payee: 'Acme', tin })).toEqual({ tin: M.tin });
  });

  it('all fields are required', () => {
    expect(taxpayerErrors({ payee: ' ', tin: '', confirmTin: '' })).toEqual({
      payee: M.required,
      tin: M.required,
      confirmTin: M.required,
    });
  });

  it('the confirmation must match', () => {
    expect(taxpayerErrors({ payee: 'Acme', tin: '123456789', confirmTin: '123456780' })).toEqual({
      confirmTin: M.tinMismatch,
    });
  });

  it('the legal name is at most 80 characters', () => {
    expect(taxpayerErrors({ payee: 'a'.repeat(80), tin: '123456789' })).toEqual({});
    expect(taxpayerErrors({ payee: 'a'.repeat(81), tin: '123456789' })).toEqual({ payee: M.payeeTooLong });
  });

  it('the screen shows only the last four digits', () => {
    expect(maskedTin('6789')).toBe('***-**-6789');
  });
});
