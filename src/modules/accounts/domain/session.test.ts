import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME, Session } from './session.ts';

const start = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const HOUR = 3_600_000;

const newSession = (remember: boolean) =>
  new Session({ tokenHash: 'h', userId: 1, accountId: 1, remember, now: start, openedWith: 'credentials' });

describe('Session', () => {
  it('ends after 2 hours without activity when not remembered', () => {
    const session = newSession(false);
    expect(session.isActiveAt(later(2 * HOUR - 1))).toBe(true);
    expect(session.isActiveAt(later(2 * HOUR))).toBe(false);
  });

  it('slides the idle window with activity', () => {
    const session = newSession(false);
    session.touch(later(HOUR));
    expect(session.isActiveAt(later(2.5 * HOUR))).toBe(true);
  });

  it('never outlives 12 hours however active it is', () => {
    const session = newSession(false);
    for (let hour = 1; hour <= 11; hour++) session.touch(later(hour * HOUR));
    expect(session.isActiveAt(later(12 * HOUR - 1))).toBe(true);
    session.touch(later(12 * HOUR - 1));
    expect(session.isActiveAt(later(12 * HOUR))).toBe(false);
  });

  it('lasts 30 days when Keep me logged in was ticked, idle or not', () => {
    const session = newSession(true);
    expect(session.isActiveAt(later(SESSION_LIFETIME.rememberedMs - 1))).toBe(true);
    expect(session.isActiveAt(later(SESSION_LIFETIME.rememberedMs))).toBe(false);
  });

  it('counts a password sign-in as a proof of identity, a one-time login link not', () => {
    expect(newSession(false).authenticatedAt).toEqual(start);
    const fromLink = new Session({
      tokenHash: 'h',
      userId: 1,
      accountId: 1,
      remember: false,
      now: start,
      openedWith: 'login-link',
    });
    expect(fromLink.authenticatedAt).toBeNull();
  });

  it('takes a new token when the identity is confirmed again, and records the proof', () => {
    const session = newSession(false);
    session.confirmIdentity({
      tokenHash: 'h2',
      now: later(HOUR),
      device: { userAgent: 'UA', ip: '10.0.0.9' },
    });
    expect(session).toMatchObject({
      tokenHash: 'h2',
      authenticatedAt: later(HOUR),
      userAgent: 'UA',
      ip: '10.0.0.9',
    });
    expect(session.lastSeenAt).toEqual(later(HOUR));
  });

  it('takes a new token when switching account, without renewing the proof of identity', () => {
    const session = newSession(false);
    session.switchAccount(2, { tokenHash: 'h3', now: later(HOUR) });
    expect(session).toMatchObject({ tokenHash: 'h3', accountId: 2, authenticatedAt: start });
  });

  it('keeps at most 512 characters of a User-Agent', () => {
    const session = new Session({
      tokenHash: 'h',
      userId: 1,
      accountId: 1,
      remember: false,
      now: start,
      openedWith: 'credentials',
      device: { userAgent: 'x'.repeat(600), ip: '127.0.0.1' },
    });
    expect(session.userAgent).toHaveLength(512);
  });
});
