import { describe, expect, it } from 'vitest';
import {
  CodeExpired,
  CodeNotRequested,
  ConfirmationLocked,
  PhoneNotConfirmed,
  WrongCode,
} from './account-confirmation.errors.ts';
import {
  AccountConfirmation,
  CONFIRMATION_CODE_MAX_ATTEMPTS,
  CONFIRMATION_CODE_TTL_MS,
} from './account-confirmation.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const open = () => AccountConfirmation.open({ uuid: 'u-1', accountId: 7, userId: 9, now: NOW });
const right = () => true;
const wrong = () => false;

function withCode() {
  const confirmation = open();
  confirmation.setCode('+12012345678', 'hash', NOW);
  return confirmation;
}

describe('account confirmation', () => {
  it('starts at collectNumber and moves to confirmCode once a code is sent', () => {
    const confirmation = open();
    expect(confirmation.stepAt(NOW)).toBe('collectNumber');
    confirmation.setCode('+12012345678', 'hash', NOW);
    expect(confirmation.stepAt(NOW)).toBe('confirmCode');
    expect(confirmation.isCodeSetAt(NOW)).toBe(true);
  });

  it('keeps a code for exactly 10 minutes', () => {
    const confirmation = withCode();
    expect(confirmation.isCodeSetAt(later(CONFIRMATION_CODE_TTL_MS - 1))).toBe(true);
    expect(confirmation.isCodeSetAt(later(CONFIRMATION_CODE_TTL_MS))).toBe(false);
    expect(confirmation.stepAt(later(CONFIRMATION_CODE_TTL_MS))).toBe('collectNumber');
  });

  it('refuses an expired code even when it is the right one', () => {
    const confirmation = withCode();
    expect(() => confirmation.tryCode(right, later(CONFIRMATION_CODE_TTL_MS))).toThrow(CodeExpired);
    expect(confirmation.confirmedAt).toBeNull();
  });

  it('refuses a code before one was requested', () => {
    expect(() => open().tryCode(right, NOW)).toThrow(CodeNotRequested);
  });

  it('counts wrong codes, tells the tries left, and voids the code at the cap', () => {
    const confirmation = withCode();
    for (let attempt = 1; attempt < CONFIRMATION_CODE_MAX_ATTEMPTS; attempt++) {
      const refused = confirmation.tryCode(wrong, NOW);
      expect(refused).toBeInstanceOf(WrongCode);
      expect((refused as WrongCode).attemptsLeft).toBe(CONFIRMATION_CODE_MAX_ATTEMPTS - attempt);
    }
    expect(confirmation.tryCode(wrong, NOW)).toBeInstanceOf(ConfirmationLocked);
    expect(confirmation.isCodeSetAt(NOW)).toBe(false);
    expect(() => confirmation.tryCode(right, NOW)).toThrow(ConfirmationLocked);
  });

  it('gives a re-sent code a fresh 10 minutes and a fresh count of tries', () => {
    const confirmation = withCode();
    for (let attempt = 0; attempt < CONFIRMATION_CODE_MAX_ATTEMPTS; attempt++)
      confirmation.tryCode(wrong, NOW);
    confirmation.setCode('+12012345678', 'hash-2', later(60_000));
    expect(confirmation.failedAttempts).toBe(0);
    expect(confirmation.codeExpiresAt).toEqual(later(60_000 + CONFIRMATION_CODE_TTL_MS));
    expect(confirmation.tryCode(right, later(60_000))).toBeNull();
  });

  it('confirms with the right code, which then is used up, and moves to submitPayment', () => {
    const confirmation = withCode();
    expect(confirmation.tryCode(right, NOW)).toBeNull();
    expect(confirmation.confirmedAt).toEqual(NOW);
    expect(confirmation.codeHash).toBeNull();
    expect(confirmation.stepAt(NOW)).toBe('submitPayment');
    expect(() => confirmation.tryCode(right, NOW)).toThrow(CodeNotRequested);
  });

  it('activates only after the phone is confirmed', () => {
    const confirmation = withCode();
    expect(() => confirmation.activate(NOW)).toThrow(PhoneNotConfirmed);
    confirmation.tryCode(right, NOW);
    confirmation.activate(later(1000));
    expect(confirmation.isActivated).toBe(true);
    expect(confirmation.stepAt(NOW)).toBe('activated');
  });
});
