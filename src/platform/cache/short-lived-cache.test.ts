import { describe, expect, it } from 'vitest';
import { FixedClock } from '../clock/clock.ts';
import { estimatedBytes, PURGE_EVERY_MS, ShortLivedCache } from './short-lived-cache.ts';

function counting() {
  let calls = 0;
  const compute = async () => {
    calls += 1;
    return calls;
  };
  return { compute, calls: () => calls };
}

const newCache = (maxBytes = 1_000_000) =>
  new ShortLivedCache({ maxBytes, clock: new FixedClock('2026-11-22T00:00:00Z') });

describe('ShortLivedCache', () => {
  it('reuses an answer until its time to live has passed on the clock', async () => {
    const clock = new FixedClock('2026-11-22T10:00:00Z');
    const memo = new ShortLivedCache({ maxBytes: 1_000_000, clock }).memo<number>('totals', 15_000);
    const { compute, calls } = counting();

    expect(await memo.get('a', compute)).toBe(1);
    clock.advance(14_999);
    expect(await memo.get('a', compute)).toBe(1);
    clock.advance(2);
    expect(await memo.get('a', compute)).toBe(2);
    expect(calls()).toBe(2);
  });

  it('keeps one answer per key, and each memo its own keys', async () => {
    const cache = newCache();
    const letters = cache.memo<string>('letters', 1_000);
    const words = cache.memo<string>('words', 1_000);
    expect(await letters.get('a', async () => 'A')).toBe('A');
    expect(await letters.get('b', async () => 'B')).toBe('B');
    expect(await words.get('a', async () => 'apple')).toBe('apple');
    expect(await letters.get('a', async () => 'other')).toBe('A');
  });

  it('computes once for callers that ask while the computation runs', async () => {
    const memo = newCache().memo<number>('totals', 1_000);
    const { compute, calls } = counting();
    const answers = await Promise.all([
      memo.get('a', compute),
      memo.get('a', compute),
      memo.get('a', compute),
    ]);
    expect(answers).toEqual([1, 1, 1]);
    expect(calls()).toBe(1);
  });

  it('answers a computation still running when the expired answer it replaces is purged', async () => {
    const clock = new FixedClock('2026-11-22T10:00:00Z');
    const cache = new ShortLivedCache({ maxBytes: 1_000_000, clock });
    const memo = cache.memo<string>('totals', 1_000);
    await memo.get('a', async () => 'old');
    clock.advance(PURGE_EVERY_MS);
    let finish: (value: string) => void = () => {};
    const refreshing = memo.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    clock.advance(PURGE_EVERY_MS);
    // Another request's get purges expired entries while 'a' is being computed again.
    await memo.get('b', async () => 'B');
    finish('new');
    expect(await refreshing).toBe('new');
  });

  it('does not remember a failure', async () => {
    const memo = newCache().memo<number>('totals', 1_000);
    await expect(memo.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await memo.get('a', async () => 7)).toBe(7);
  });

  it('forgets a deleted key', async () => {
    const memo = newCache().memo<number>('totals', 1_000);
    await memo.get('a', async () => 1);
    memo.delete('a');
    expect(await memo.get('a', async () => 2)).toBe(2);
  });

  it('holds no more bytes than its budget across all memos, dropping the least recently used', async () => {
    const page = 'x'.repeat(1_000);
    const perAnswer = estimatedBytes('pages:p0', page);
    const cache = newCache(perAnswer * 3);
    const pages = cache.memo<string>('pages', 60_000);
    const other = cache.memo<string>('other', 60_000);
    for (let i = 0; i < 10; i++) await pages.get(`p${i}`, async () => page);
    await other.get('o', async () => 'small');
    expect(cache.usage.bytes).toBeLessThanOrEqual(perAnswer * 3);
    expect(await pages.get('p9', async () => 'computed again')).toBe(page);
    expect(await pages.get('p0', async () => 'computed again')).toBe('computed again');
  });

  it('drops expired answers as time passes, instead of keeping them until the budget is full', async () => {
    const clock = new FixedClock('2026-11-22T10:00:00Z');
    const cache = new ShortLivedCache({ maxBytes: 1_000_000, clock });
    const totals = cache.memo<number>('totals', 15_000);
    for (let i = 0; i < 100; i++) await totals.get(`search ${i}`, async () => i);
    expect(cache.usage.entries).toBe(100);
    clock.advance(Math.max(15_001, PURGE_EVERY_MS));
    await totals.get('another search', async () => 1);
    expect(cache.usage.entries).toBe(1);
  });
});
