import type { Clock } from '../clock/clock.ts';
import { checkRules, type RateLimiter, type RateLimitRule, rateLimited, storedKey } from './rate-limiter.ts';

/** Hits counted in one process since its last flush, for one stored key. */
export interface PendingHits {
  key: string;
  windowMs: number;
  count: number;
}

/** The counters every process shares (platform.rate_limit): adds a batch of hits, answers each key's window. */
export interface SharedRateCounters {
  addHits(hits: PendingHits[], now: Date): Promise<Map<string, { count: number; windowStart: Date }>>;
  reset(keys: string[]): Promise<void>;
}

interface LocalWindow {
  start: number;
  windowMs: number;
  /** The shared count at the last flush (every process's hits, this one's flushed ones included). */
  shared: number;
  /** This process's hits not flushed yet. */
  pending: number;
}

/** How often each process adds its hits to the shared counters and learns the others'. */
export const RATE_FLUSH_EVERY_MS = 1_000;

/**
 * A limiter for hot paths (docs/adr/0077): hits are counted in the process, with no statement per
 * request, and flushed to the shared counters in one statement every second, which answers the
 * other processes' hits. Within one process the limit is exact; across processes an address may get
 * past it by what the other processes counted for it since their last flush (at most one second of its
 * traffic), after which every process refuses it for the rest of the window. Hits not flushed when the
 * process stops are lost. The fixed windows are the shared counters' own, adopted at each flush.
 */
export class BatchedRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, LocalWindow>();
  readonly #counters: SharedRateCounters;
  readonly #clock: Clock;
  readonly #flushEveryMs: number;
  readonly #onFlushError: (error: unknown) => void;
  #timer: ReturnType<typeof setInterval> | null = null;
  #flushing: Promise<void> | null = null;

  constructor(deps: {
    counters: SharedRateCounters;
    clock: Clock;
    flushEveryMs?: number;
    onFlushError?: (error: unknown) => void;
  }) {
    this.#counters = deps.counters;
    this.#clock = deps.clock;
    this.#flushEveryMs = deps.flushEveryMs ?? RATE_FLUSH_EVERY_MS;
    this.#onFlushError = deps.onFlushError ?? (() => {});
  }

  async hit(rules: RateLimitRule[], now: Date): Promise<void> {
    checkRules(rules);
    this.#startFlushing();
    const windows = rules.map((rule) => {
      const key = storedKey(rule.key);
      let window = this.#windows.get(key);
      if (!window || window.start <= now.getTime() - rule.windowMs) {
        window = { start: now.getTime(), windowMs: rule.windowMs, shared: 0, pending: 0 };
        this.#windows.set(key, window);
      }
      window.pending += 1;
      return window;
    });
    const tripped = rules.findIndex((rule, i) => windows[i]!.shared + windows[i]!.pending > rule.limit);
    if (tripped >= 0) throw rateLimited(rules[tripped]!, new Date(windows[tripped]!.start), now);
  }

  async reset(keys: string[]): Promise<void> {
    for (const key of keys) this.#windows.delete(storedKey(key));
    await this.#counters.reset(keys);
  }

  /** Adds the pending hits to the shared counters and adopts their counts; one flush at a time. */
  flush(): Promise<void> {
    this.#flushing ??= this.#flushOnce().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  /** Stops the timer (the process is stopping); call flush() after it to keep the last hits. */
  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** How many addresses (keys) the process holds a window for. */
  get size(): number {
    return this.#windows.size;
  }

  async #flushOnce(): Promise<void> {
    const now = this.#clock.now();
    const sent = new Map<string, { window: LocalWindow; count: number }>();
    for (const [key, window] of this.#windows) {
      if (window.pending > 0) sent.set(key, { window, count: window.pending });
      else if (window.start <= now.getTime() - window.windowMs) this.#windows.delete(key);
    }
    if (!sent.size) return;
    const answered = await this.#counters.addHits(
      [...sent].map(([key, { window, count }]) => ({ key, windowMs: window.windowMs, count })),
      now,
    );
    for (const [key, { window, count }] of sent) {
      window.pending -= count;
      const shared = answered.get(key);
      if (!shared) continue;
      window.shared = shared.count;
      window.start = shared.windowStart.getTime();
    }
  }

  #startFlushing() {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.flush().catch(this.#onFlushError);
    }, this.#flushEveryMs);
    // Never the reason a process stays up.
    this.#timer.unref();
  }
}
