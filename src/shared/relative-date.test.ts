import { describe, expect, it } from 'vitest';
import { formatRelativeDate } from './relative-date.ts';

const now = new Date('2026-11-20T23:04:00Z'); // 3:04 PM in Los Angeles
const la = { timeZone: 'America/Los_Angeles' };

describe('formatRelativeDate', () => {
  it('shows the time for a date within the last 24 hours', () => {
    expect(formatRelativeDate(now, now, la)).toBe('3:04 PM');
    expect(formatRelativeDate(new Date('2026-11-20T00:05:00Z'), now, la)).toBe('4:05 PM');
  });

  it('shows the date once it is 24 hours old or more', () => {
    expect(formatRelativeDate(new Date('2026-11-19T23:04:00Z'), now, la)).toBe('11/19/2026');
    expect(formatRelativeDate(new Date('2025-01-02T12:00:00Z'), now, la)).toBe('01/02/2025');
  });

  it('shows the time just under 24 hours even when the calendar day changed', () => {
    expect(formatRelativeDate(new Date('2026-11-19T23:05:00Z'), now, la)).toBe('3:05 PM');
  });

  it('treats the future like the past: a time within 24 hours, else a date', () => {
    expect(formatRelativeDate(new Date('2026-11-21T17:00:00Z'), now, la)).toBe('9:00 AM');
    expect(formatRelativeDate(new Date('2026-11-23T17:00:00Z'), now, la)).toBe('11/23/2026');
  });

  it('renders in the given time zone', () => {
    const old = new Date('2026-11-18T03:00:00Z');
    expect(formatRelativeDate(old, now, { timeZone: 'UTC' })).toBe('11/18/2026');
    expect(formatRelativeDate(old, now, la)).toBe('11/17/2026');
    expect(formatRelativeDate(now, now, { timeZone: 'UTC' })).toBe('11:04 PM');
  });

  it('renders in the given locale', () => {
    const old = new Date('2026-11-18T12:00:00Z');
    expect(formatRelativeDate(old, now, { timeZone: 'UTC', locale: 'de-DE' })).toBe('18.11.2026');
    expect(formatRelativeDate(now, now, { timeZone: 'UTC', locale: 'en-GB' })).toBe('23:04');
  });

  it('uses plain spaces, never the narrow no-break space some ICU versions put before PM', () => {
    expect(formatRelativeDate(now, now, la)).not.toMatch(/[\u202f\u00a0]/);
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatRelativeDate('2026-11-20T22:00:00Z', now.getTime(), la)).toBe('2:00 PM');
  });

  it('refuses an invalid date', () => {
    expect(() => formatRelativeDate('not a date', now, la)).toThrow(RangeError);
  });
});
