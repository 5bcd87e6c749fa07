import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME, Session } from './session.ts';

const start = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const HOUR = 3_600_000;

const newSession = (remember: boolean) =>
  new Session({ tokenHash: 'h', userId: 1, accountId: 1, remember, now: start });

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
});
