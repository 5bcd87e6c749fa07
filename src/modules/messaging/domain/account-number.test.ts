import { describe, expect, it } from 'vitest';
import { AccountNumber } from './account-number.ts';

describe('AccountNumber', () => {
  it('keeps the number in E.164 and shows it in human form', () => {
    const number = new AccountNumber({ accountId: 1, tn: '201-234-5678', planId: 3, mrcCents: 600 });
    expect(number.tn).toBe('+12012345678');
    expect(number.humanTn()).toBe('(201) 234-5678');
    expect(number.isTollFree()).toBe(false);
  });

  it('knows a toll-free number', () => {
    expect(
      new AccountNumber({ accountId: 1, tn: '+18882345678', planId: 3, mrcCents: 600 }).isTollFree(),
    ).toBe(true);
  });

  it('refuses an invalid number', () => {
    expect(() => new AccountNumber({ accountId: 1, tn: '201-555-1234', planId: 3, mrcCents: 600 })).toThrow(
      /555/,
    );
  });
});
