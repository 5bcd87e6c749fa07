import { describe, expect, it } from 'vitest';
import { FixedClock } from './clock.ts';
import { DevClock } from './dev-clock.ts';

describe('DevClock', () => {
  it('moves the base clock forward by the offset, and reset returns to it', () => {
    const base = new FixedClock('2026-11-25T00:00:00Z');
    const clock = new DevClock(base);
    clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2026-12-26T00:00:00.000Z');
    base.advance(1000);
    expect(clock.now().toISOString()).toBe('2026-12-26T00:00:01.000Z');
    clock.reset();
    expect(clock.now().toISOString()).toBe('2026-11-25T00:00:01.000Z');
  });
});
