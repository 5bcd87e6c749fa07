import { describe, expect, it } from 'vitest';
import { InMemoryRateLimiter } from './in-memory-rate-limiter.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 22) + ms);

describe('InMemoryRateLimiter', () => {
  it('refuses the attempt after the limit and restarts the window after windowMs', async () => {
    const limiter = new InMemoryRateLimiter();
    const rule = { key: 'k', limit: 1, windowMs: 1000 };
    await limiter.hit([rule], at(0));
    await expect(limiter.hit([rule], at(999))).rejects.toMatchObject({ kind: 'rate_limited' });
    await limiter.hit([rule], at(1000));
    expect(limiter.windows.get('k')).toEqual({ start: at(1000).getTime(), count: 1 });
  });

  it('refuses repeated keys in one attempt as a programming error', async () => {
    const rule = { key: 'k', limit: 1, windowMs: 1000 };
    await expect(new InMemoryRateLimiter().hit([rule, rule], at(0))).rejects.toThrow(/repeat/);
  });
});
