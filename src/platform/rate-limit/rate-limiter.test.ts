import { describe, expect, it } from 'vitest';
import { ipv6Network, MAX_STORED_KEY_LENGTH, storedKey } from './rate-limiter.ts';
import { InMemoryRateLimiter } from './testing/in-memory-rate-limiter.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 22) + ms);

describe('storedKey', () => {
  it('keeps a short key as it is', () => {
    expect(storedKey('login:email:ann@example.com')).toBe('login:email:ann@example.com');
    expect(storedKey('login:ip:203.0.113.9')).toBe('login:ip:203.0.113.9');
  });

  it('hashes a key longer than the column into one that fits, and keeps long keys apart', () => {
    const email = `${'a'.repeat(180)}@example.com`;
    const one = storedKey(`login:email:${email}`);
    const other = storedKey(`login:email:b${email}`);
    expect(one.length).toBeLessThanOrEqual(MAX_STORED_KEY_LENGTH);
    expect(one.startsWith('login:email:aaaa')).toBe(true);
    expect(one).not.toBe(other);
    expect(storedKey(`login:email:${email}`)).toBe(one);
  });

  it('counts IPv6 callers per /64, so rotating the interface part of the address does not help', () => {
    expect(storedKey('login:ip:2001:db8:1:2:3:4:5:6')).toBe('login:ip:2001:db8:1:2::/64');
    expect(storedKey('login:ip:2001:db8:1:2::ffff')).toBe('login:ip:2001:db8:1:2::/64');
    expect(storedKey('login:ip:2001:db8:1:3::1')).toBe('login:ip:2001:db8:1:3::/64');
  });
});

describe('ipv6Network', () => {
  it('expands :: and drops leading zeros', () => {
    expect(ipv6Network('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipv6Network('::1')).toBe('0:0:0:0::/64');
    expect(ipv6Network('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('answers the IPv4 address of an IPv4-mapped address', () => {
    expect(ipv6Network('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('rate limit answers', () => {
  it('say how many seconds are left of the tripped window', async () => {
    const limiter = new InMemoryRateLimiter();
    const rule = { key: 'k', limit: 1, windowMs: 15 * 60_000 };
    await limiter.hit([rule], at(0));
    await expect(limiter.hit([rule], at(60_500))).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 840, // 900 s window, 60.5 s gone: rounded up
    });
  });

  it('counts two IPv6 addresses of one /64 as one caller', async () => {
    const limiter = new InMemoryRateLimiter();
    const rule = (ip: string) => ({ key: `login:ip:${ip}`, limit: 1, windowMs: 60_000 });
    await limiter.hit([rule('2001:db8:1:2::1')], at(0));
    await expect(limiter.hit([rule('2001:db8:1:2::2')], at(1))).rejects.toMatchObject({
      kind: 'rate_limited',
    });
    await expect(limiter.hit([rule('2001:db8:1:3::1')], at(2))).resolves.toBeUndefined();
  });
});
