import { describe, expect, it } from 'vitest';
import { assertRecentSignIn, isRecentSignIn } from './recent-sign-in.ts';

const signedIn = new Date('2026-11-22T10:00:00Z');
const minutesLater = (minutes: number) => new Date(signedIn.getTime() + minutes * 60_000);

describe('the recent sign-in rule', () => {
  it('counts a sign-in within 15 minutes as recent', () => {
    expect(isRecentSignIn(signedIn, minutesLater(14.9))).toBe(true);
  });

  it('asks to sign in again after 15 minutes', () => {
    expect(isRecentSignIn(signedIn, minutesLater(15))).toBe(false);
    expect(() => assertRecentSignIn(signedIn, minutesLater(16))).toThrow(
      'Please confirm your password to make this change.',
    );
  });
});
