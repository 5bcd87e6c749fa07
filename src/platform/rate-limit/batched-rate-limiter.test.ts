import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../shared/domain-error.ts';
import { FixedClock } from '../clock/clock.ts';
import { BatchedRateLimiter, type PendingHits, type SharedRateCounters } from './batched-rate-limiter.ts';

const MINUTE = 60_000;

/** The shared counters as platform.rate_limit keeps them, in a Map, counting the statements run. */
class CountersInMemory implements SharedRateCounters {
  readonly rows = new Map<string, { count: number; windowStart: Date }>();
  statements = 0;

  async addHits(hits: PendingHits[], now: Date) {
    this.statements++;
    for (const hit of hits) {
      const row = this.rows.get(hit.key);
      if (!row || row.windowStart.getTime() <= now.getTime() - hit.windowMs)
        this.rows.set(hit.key, { count: hit.count, windowStart: now });
      else row.count += hit.count;
    }
    return new Map(hits.map((hit) => [hit.key, { ...this.rows.get(hit.key)! }]));
  }

  async reset(keys: string[]) {
    for (const key of keys) this.rows.delete(key);
  }
}

const rule = { key: 'tn-search:ip:10.0.0.1', limit: 3, windowMs: MINUTE };

describe('BatchedRateLimiter', () => {
  it('counts hits in the process: the limit trips with no statement run', async () => {
    const counters = new CountersInMemory();
    const clock = new FixedClock('2026-11-25T00:00:00Z');
    const limiter = new BatchedRateLimiter({ counters, clock });
    for (let i = 0; i < 3; i++) await limiter.hit([rule], clock.now());
    const error = await limiter.hit([rule], clock.now()).catch((caught) => caught);
    expect(isDomainError(error, 'rate_limited')).toBe(true);
    expect(error.retryAfterSeconds).toBe(60);
    expect(counters.statements).toBe(0);
    limiter.stop();
  });

  it('flushes every key in one statement, and learns the hits other processes flushed', async () => {
    const counters = new CountersInMemory();
    const clock = new FixedClock('2026-11-25T00:00:00Z');
    const [a, b] = [new BatchedRateLimiter({ counters, clock }), new BatchedRateLimiter({ counters, clock })];
    await a.hit([rule], clock.now());
    await a.hit([{ ...rule, key: 'tn-search:ip:10.0.0.2' }], clock.now());
    await b.hit([rule], clock.now());
    await a.flush();
    expect(counters.statements).toBe(1);
    await b.flush();
    expect(counters.rows.get('tn-search:ip:10.0.0.1')?.count).toBe(2);
    await b.hit([rule], clock.now());
    await expect(b.hit([rule], clock.now())).rejects.toMatchObject({ code: 'rate_limited' });
    for (const limiter of [a, b]) limiter.stop();
  });

  it('keeps hits whose flush failed, to send them with the next', async () => {
    const counters = new CountersInMemory();
    const clock = new FixedClock('2026-11-25T00:00:00Z');
    const limiter = new BatchedRateLimiter({ counters, clock });
    await limiter.hit([rule], clock.now());
    const addHits = counters.addHits.bind(counters);
    counters.addHits = async () => {
      throw new Error('database away');
    };
    await expect(limiter.flush()).rejects.toThrow('database away');
    counters.addHits = addHits;
    await limiter.hit([rule], clock.now());
    await limiter.flush();
    expect(counters.rows.get(rule.key)?.count).toBe(2);
    limiter.stop();
  });

  it('forgets the windows that are over and have nothing to flush', async () => {
    const counters = new CountersInMemory();
    const clock = new FixedClock('2026-11-25T00:00:00Z');
    const limiter = new BatchedRateLimiter({ counters, clock });
    await limiter.hit([rule], clock.now());
    await limiter.flush();
    expect(limiter.size).toBe(1);
    clock.advance(MINUTE);
    await limiter.flush();
    expect(limiter.size).toBe(0);
    limiter.stop();
  });
});
