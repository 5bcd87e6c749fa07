import { describe, expect, it } from 'vitest';
import { ManualVerification } from './manual-verification.ts';
import { WrongVerificationCode } from './verification.errors.ts';

const now = new Date('2026-11-28T12:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const fresh = () =>
  new ManualVerification({ tn: '+12015550100', brokerAccountId: 1, method: 'sms', codeHash: 'h', now });

describe('a manual verification (spec 3, docs/adr/0059)', () => {
  it('a right guess verifies it and it is no longer pending', () => {
    const verification = fresh();
    verification.guess(true, later(1));
    expect(verification.verifiedDate).toEqual(later(1));
    expect(verification.isPending(later(1))).toBe(false);
  });

  it('a wrong guess is counted and refused', () => {
    const verification = fresh();
    expect(() => verification.guess(false, now)).toThrow(WrongVerificationCode);
    expect(verification.attempts).toBe(1);
    expect(verification.isPending(now)).toBe(true);
  });

  it('after five wrong guesses even the right code is refused', () => {
    const verification = fresh();
    for (let i = 0; i < 5; i += 1)
      expect(() => verification.guess(false, now)).toThrow(WrongVerificationCode);
    expect(verification.isPending(now)).toBe(false);
    expect(() => verification.guess(true, now)).toThrow(/Too many incorrect codes/);
    expect(verification.verifiedDate).toBeNull();
  });

  it('a code expires after ten minutes', () => {
    const verification = fresh();
    expect(verification.isPending(later(9))).toBe(true);
    expect(verification.isPending(later(10))).toBe(false);
    expect(() => verification.guess(true, later(10))).toThrow(/has expired/);
  });

  it('a replaced code is no longer pending', () => {
    const verification = fresh();
    verification.replace(later(1));
    expect(verification.isPending(later(1))).toBe(false);
  });
});
