import { describe, expect, it } from 'vitest';
import { AccountNumber, type SmsEnabled, type SmsValidated } from './account-number.ts';

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

  it('derives the SMS flags from smsEnabled and smsValidated', () => {
    const number = (smsEnabled: SmsEnabled, smsValidated: SmsValidated) =>
      new AccountNumber({
        accountId: 1,
        tn: '+18882345678',
        planId: 3,
        mrcCents: 600,
        smsEnabled,
        smsValidated,
      });
    const flags = (n: AccountNumber) => [n.isSmsEnabled(), n.isSmsPending(), n.isSmsValidated()];
    expect(flags(number('N', ''))).toEqual([false, false, false]);
    expect(flags(number('pending', 'pending'))).toEqual([false, true, false]);
    expect(flags(number('Y', 'pending'))).toEqual([true, true, false]);
    expect(flags(number('Y', 'approved'))).toEqual([true, false, true]);
  });

  it('is given to no user until an admin assigns it', () => {
    expect(
      new AccountNumber({ accountId: 1, tn: '+12012345678', planId: 3, mrcCents: 600 }).assignedUserId,
    ).toBeNull();
  });
});
