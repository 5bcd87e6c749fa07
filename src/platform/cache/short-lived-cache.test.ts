import { describe, expect, it } from 'vitest';
import { FixedClock } from '../clock/clock.ts';
import { ShortLivedCache } from './short-lived-cache.ts';

function counting() {
  let calls = 0;
  const compute = async () => {
    calls += 1;
    return calls;
  };
  return { compute, calls: () => calls };
}

describe('ShortLivedCache', () => {
  it('reuses an answer until its time to live has passed on the clock', async () => {
    const clock = new FixedClock('2026-11-22T10:00:00Z');
    const cache = new ShortLivedCache<number>({ ttlMs: 15_000, maxEntries: 10, clock });
    const { compute, calls } = counting();

    expect(await cache.get('a', compute)).toBe(1);
    clock.advance(14_999);
    expect(await cache.get('a', compute)).toBe(1);
    clock.advance(2);
    expect(await cache.get('a', compute)).toBe(2);
    expect(calls()).toBe(2);
  });

  it('keeps one answer per key', async () => {
    const cache = new ShortLivedCache<string>({
      ttlMs: 1_000,
      maxEntries: 10,
      clock: new FixedClock('2026-11-22T00:00:00Z'),
    });
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(await cache.get('a', async () => 'other')).toBe('A');
  });

  it('computes once for callers that ask while the computation runs', async () => {
    const cache = new ShortLivedCache<number>({
      ttlMs: 1_000,
      maxEntries: 10,
      clock: new FixedClock('2026-11-22T00:00:00Z'),
    });
    const { compute, calls } = counting();
    const answers = await Promise.all([
      cache.get('a', compute),
      cache.get('a', compute),
      cache.get('a', compute),
    ]);
    expect(answers).toEqual([1, 1, 1]);
    expect(calls()).toBe(1);
  });

  it('does not remember a failure', async () => {
    const cache = new ShortLivedCache<number>({
      ttlMs: 1_000,
      maxEntries: 10,
      clock: new FixedClock('2026-11-22T00:00:00Z'),
    });
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('forgets a deleted key and drops the least recently used beyond its size', async () => {
    const cache = new ShortLivedCache<number>({
      ttlMs: 1_000,
      maxEntries: 2,
      clock: new FixedClock('2026-11-22T00:00:00Z'),
    });
    await cache.get('a', async () => 1);
    cache.delete('a');
    expect(await cache.get('a', async () => 2)).toBe(2);
    await cache.get('b', async () => 3);
    await cache.get('c', async () => 4);
    expect(await cache.get('a', async () => 5)).toBe(5);
  });
});
