import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock/clock.ts';

export interface ShortLivedCacheOptions {
  /** How long an answer is reused, measured on the clock. */
  ttlMs: number;
  /** How many keys are kept; the least recently used go first. */
  maxEntries: number;
  clock: Clock;
}

/**
 * Remembers computed answers for a short time, by key. Callers asking for a key whose computation is
 * still running share it, so a burst of identical requests costs one computation. Meant for answers
 * that may be a few seconds old (counts, facets, choices re-checked when read), never for data shown
 * as-is. Time comes from the clock, so expiry is tested without waiting.
 */
export class ShortLivedCache<T extends {}> {
  readonly #cache: LRUCache<string, T, () => Promise<T>>;

  constructor({ ttlMs, maxEntries, clock }: ShortLivedCacheOptions) {
    this.#cache = new LRUCache<string, T, () => Promise<T>>({
      max: maxEntries,
      ttl: ttlMs,
      // Read the clock on every check rather than a timer-refreshed copy of it.
      ttlResolution: 0,
      perf: { now: () => clock.now().getTime() },
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  /** The remembered answer for `key`, or `compute()`'s (a failure is not remembered). */
  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const value = await this.#cache.fetch(key, { context: compute });
    // fetchMethod resolves with compute()'s value, which is never undefined (T extends {}).
    return value as T;
  }

  /** Forgets `key`, so the next get computes again. */
  delete(key: string): void {
    this.#cache.delete(key);
  }
}
