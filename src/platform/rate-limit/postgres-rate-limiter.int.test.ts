import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { isDomainError } from '../../shared/domain-error.ts';
import { BatchedRateLimiter } from './batched-rate-limiter.ts';
import { PostgresRateLimiter } from './postgres-rate-limiter.ts';
import { rateLimitJobs } from './rate-limit.jobs.ts';
import type { RateLimitRule } from './rate-limiter.ts';

let t: TestApp;
let limiter: PostgresRateLimiter;
beforeAll(async () => {
  t = await createTestApp();
  limiter = new PostgresRateLimiter(t.orm);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const countOf = async (key: string) =>
  (await t.sql<{ count: number }>('select count from platform.rate_limit where key = $1', [key]))[0]?.count;

async function attempts(rules: RateLimitRule[], times: number): Promise<unknown[]> {
  const errors: unknown[] = [];
  for (let i = 0; i < times; i++)
    await limiter.hit(rules, t.clock.now()).catch((error) => errors.push(error));
  return errors;
}

describe('PostgresRateLimiter', () => {
  it('allows `limit` attempts in a window and refuses the next with 429 rate_limited', async () => {
    const rule = { key: 'login:ip:10.0.0.1', limit: 3, windowMs: 15 * MINUTE };
    expect(await attempts([rule], 3)).toEqual([]);
    const error = await limiter.hit([rule], t.clock.now()).catch((caught) => caught);
    expect(isDomainError(error, 'rate_limited')).toBe(true);
    expect(error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it('starts a new window at 1 once the old one is windowMs old', async () => {
    const rule = { key: 'login:ip:10.0.0.2', limit: 2, windowMs: 15 * MINUTE };
    await attempts([rule], 5);
    expect(await countOf(rule.key)).toBe(5);
    t.clock.advance(15 * MINUTE - 1);
    await expect(limiter.hit([rule], t.clock.now())).rejects.toThrow();
    t.clock.advance(1);
    await limiter.hit([rule], t.clock.now());
    expect(await countOf(rule.key)).toBe(1);
  });

  it('counts every key of an attempt and answers with the message of the rule that tripped', async () => {
    const ip = { key: 'login:ip:10.0.0.3', limit: 100, windowMs: MINUTE };
    const email = {
      key: 'login:email:a@b.c',
      limit: 1,
      windowMs: MINUTE,
      message: 'Too many tries for this email.',
    };
    await limiter.hit([ip, email], t.clock.now());
    await expect(limiter.hit([ip, email], t.clock.now())).rejects.toThrow('Too many tries for this email.');
    expect(await countOf(ip.key)).toBe(2);
    expect(await countOf(email.key)).toBe(2);
  });

  it('keeps the count of an attempt whose transaction rolled back', async () => {
    const rule = { key: 'login:email:rollback@b.c', limit: 5, windowMs: MINUTE };
    for (let i = 0; i < 2; i++) {
      await expect(
        t.composed.ports.tx(async () => {
          await limiter.hit([rule], t.clock.now());
          throw new Error('wrong password');
        }),
      ).rejects.toThrow('wrong password');
    }
    expect(await countOf(rule.key)).toBe(2);
  });

  it('counts concurrent attempts from several connections exactly', async () => {
    const rule = { key: 'login:ip:10.0.0.4', limit: 1000, windowMs: MINUTE };
    await Promise.all(Array.from({ length: 20 }, () => limiter.hit([rule], t.clock.now())));
    expect(await countOf(rule.key)).toBe(20);
  });

  it('forgets the counters it is asked to reset', async () => {
    const rule = { key: 'login:email:reset@b.c', limit: 1, windowMs: MINUTE };
    await attempts([rule], 2);
    await limiter.reset([rule.key]);
    await limiter.hit([rule], t.clock.now());
    expect(await countOf(rule.key)).toBe(1);
  });

  it('refuses a rule longer than the one-day retention as a programming error', async () => {
    await expect(
      limiter.hit([{ key: 'k', limit: 1, windowMs: 2 * 24 * 60 * MINUTE }], t.clock.now()),
    ).rejects.toThrow(/24 hours/);
  });

  it('purges windows that started more than a day ago with the daily job', async () => {
    await limiter.hit([{ key: 'purge:old', limit: 5, windowMs: MINUTE }], t.clock.now());
    t.clock.advance(24 * 60 * MINUTE + 1);
    await limiter.hit([{ key: 'purge:fresh', limit: 5, windowMs: MINUTE }], t.clock.now());
    const [purge] = rateLimitJobs({ limiter, clock: t.clock });
    expect(purge!.cron).toBeDefined();
    await purge!.handle({});
    expect(await countOf('purge:old')).toBeUndefined();
    expect(await countOf('purge:fresh')).toBe(1);
  });
});

describe('BatchedRateLimiter on the shared counters (docs/adr/0077)', () => {
  const rule = (ip: string) => ({ key: `tn-search:ip:${ip}`, limit: 5, windowMs: MINUTE });
  const process = () => new BatchedRateLimiter({ counters: limiter, clock: t.clock });
  const refusals = async (batched: BatchedRateLimiter, ip: string, times: number) => {
    let refused = 0;
    for (let i = 0; i < times; i++) await batched.hit([rule(ip)], t.clock.now()).catch(() => refused++);
    return refused;
  };

  it('runs no statement per hit, and adds every pending hit in one flush', async () => {
    const batched = process();
    expect(await refusals(batched, '10.9.0.1', 3)).toBe(0);
    expect(await countOf('tn-search:ip:10.9.0.1')).toBeUndefined();
    await batched.flush();
    expect(await countOf('tn-search:ip:10.9.0.1')).toBe(3);
    batched.stop();
  });

  it("trips in one process on another process's hits once both have flushed", async () => {
    const [a, b] = [process(), process()];
    expect(await refusals(a, '10.9.0.2', 4)).toBe(0);
    await a.flush();
    expect(await refusals(b, '10.9.0.2', 1)).toBe(0);
    await b.flush();
    // b now knows of a's four hits and its own: the limit of five is reached.
    expect(await refusals(b, '10.9.0.2', 1)).toBe(1);
    // a learns of b's hits when it next flushes its own: one more hit, then it refuses too.
    expect(await refusals(a, '10.9.0.2', 1)).toBe(0);
    await a.flush();
    expect(await refusals(a, '10.9.0.2', 1)).toBe(1);
    for (const batched of [a, b]) batched.stop();
  });

  it('starts a new shared window once the old one is over', async () => {
    const batched = process();
    expect(await refusals(batched, '10.9.0.3', 6)).toBe(1);
    await batched.flush();
    t.clock.advance(MINUTE);
    expect(await refusals(batched, '10.9.0.3', 2)).toBe(0);
    await batched.flush();
    expect(await countOf('tn-search:ip:10.9.0.3')).toBe(2);
    batched.stop();
  });
});
