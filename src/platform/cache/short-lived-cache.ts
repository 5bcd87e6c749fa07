import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock/clock.ts';

export interface ShortLivedCacheOptions {
  /** Most bytes all its memos may hold together (estimated); the least recently used answers go first. */
  maxBytes: number;
  clock: Clock;
}

/** Answers remembered by key for a time: one memo of a ShortLivedCache. */
export interface Memo<T> {
  /** The remembered answer for `key`, or `compute()`'s (a failure is not remembered). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets `key`, so the next get computes again. */
  delete(key: string): void;
}

/** Expired answers are dropped at most this often, when the cache is used. */
export const PURGE_EVERY_MS = 10_000;
/** What an entry costs besides its key and value: the cache's own bookkeeping, roughly. */
const ENTRY_OVERHEAD_BYTES = 64;

/**
 * An answer's size: its JSON length. Measured on pages of numbers, the heap holds about 0.8 bytes
 * per JSON character, so the budget bounds the memory the answers take.
 */
export function estimatedBytes(key: string, value: unknown): number {
  return ENTRY_OVERHEAD_BYTES + key.length + (JSON.stringify(value)?.length ?? 0);
}

/** Any remembered answer: lru-cache stores values that are not undefined. */
type Answer = NonNullable<unknown>;

/**
 * Remembers computed answers for a short time, by key, in memos that share one byte budget. Callers
 * asking for a key whose computation is still running share it, so a burst of identical requests
 * costs one computation. Meant for answers that may be a few seconds old (counts, facets, choices
 * re-checked when read), never for data shown as-is. Expired answers are dropped, not kept until
 * evicted. Time comes from the clock, so expiry is tested without waiting.
 */
export class ShortLivedCache {
  readonly #cache: LRUCache<string, Answer, () => Promise<Answer>>;
  readonly #clock: Clock;
  #purgedAt: number;

  constructor({ maxBytes, clock }: ShortLivedCacheOptions) {
    this.#clock = clock;
    this.#purgedAt = clock.now().getTime();
    this.#cache = new LRUCache<string, Answer, () => Promise<Answer>>({
      maxSize: maxBytes,
      sizeCalculation: (value, key) => estimatedBytes(key, value),
      // Read the clock on every check rather than a timer-refreshed copy of it.
      ttlResolution: 0,
      perf: { now: () => clock.now().getTime() },
      fetchMethod: (_key, _stale, { context }) => context(),
      // A purge of expired entries (or an eviction) aborts a computation still running for an expired key;
      // its callers still get its answer, rather than a 'deleted' rejection (which ended the process).
      ignoreFetchAbort: true,
    });
  }

  /** A memo whose answers live `ttlMs`; `name` keeps its keys apart from the other memos'. */
  memo<T extends {}>(name: string, ttlMs: number): Memo<T> {
    const keyOf = (key: string) => `${name}:${key}`;
    return {
      get: async (key, compute) => {
        this.#purgeExpired();
        const value = await this.#cache.fetch(keyOf(key), { context: compute, ttl: ttlMs });
        // fetchMethod resolves with compute()'s value, which is never undefined (T extends {}).
        return value as T;
      },
      delete: (key) => {
        this.#cache.delete(keyOf(key));
      },
    };
  }

  /** How many answers and (estimated) bytes are held now. */
  get usage(): { entries: number; bytes: number } {
    return { entries: this.#cache.size, bytes: this.#cache.calculatedSize };
  }

  #purgeExpired() {
    const now = this.#clock.now().getTime();
    if (now - this.#purgedAt < PURGE_EVERY_MS) return;
    this.#purgedAt = now;
    this.#cache.purgeStale();
  }
}
