import { describe, expect, it } from 'vitest';
import {
  isVerificationCode,
  VERIFICATION_MESSAGES,
  verificationCodeError,
  verificationDueBefore,
  verifiedUntil,
} from './listing-verification-rules.ts';

describe('listing verification rules (spec 3 sections 5 and 9)', () => {
  it('a verification code is exactly six digits', () => {
    expect(isVerificationCode('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456', '12 456', ''])
      expect(verificationCodeError(bad)).toBe(VERIFICATION_MESSAGES.codeFormat);
  });

  it('a verification lasts 30 days and the list shows those ending within 3 days', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(verifiedUntil(now).toISOString()).toBe('2026-12-28T12:00:00.000Z');
    expect(verificationDueBefore(now).toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });
});
