import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { InMemoryRateLimiter } from '../../../platform/rate-limit/testing/in-memory-rate-limiter.ts';
import { type PortabilityLookup, PortabilityLookupFailed } from '../ports/portability-lookup.ts';
import { PortableLookup } from '../testing/portable-lookup.ts';
import { makeCheckPortability, PORTABILITY_CHECKS_PER_IP_PER_HOUR } from './check-portability.ts';

function setup(lookup: PortabilityLookup = new PortableLookup()) {
  const errors: unknown[] = [];
  const check = makeCheckPortability({
    lookup,
    botCheck: { verify: async (token) => token !== 'bot' },
    rateLimiter: new InMemoryRateLimiter(),
    clock: new FixedClock('2026-11-24T12:00:00Z'),
    onLookupError: (error) => errors.push(error),
  });
  return { check, errors };
}

const failingWith = (error: unknown): PortabilityLookup => ({
  check: async () => {
    throw error;
  },
});

describe('checkPortability', () => {
  it('passes on the lookup’s own message when the whole check fails with one', async () => {
    const { check } = setup(failingWith(new PortabilityLookupFailed('Porting is down for maintenance.')));
    expect(await check({ tns: '8022340100', ip: '203.0.113.1' })).toEqual({
      success: false,
      message: 'Porting is down for maintenance.',
      tns: [],
    });
  });

  it('answers the spec’s failure message for an unexpected error, and reports the error', async () => {
    const { check, errors } = setup(failingWith(new TypeError('boom')));
    expect(await check({ tns: '8022340100', ip: '203.0.113.1' })).toMatchObject({
      success: false,
      message: 'Unable to check number portability, please try again later.',
    });
    expect(errors).toHaveLength(1);
  });

  it('does not count bad input against the address’s hourly checks', async () => {
    const { check } = setup();
    for (let n = 0; n < PORTABILITY_CHECKS_PER_IP_PER_HOUR + 5; n++)
      await expect(check({ tns: 'nope', ip: '203.0.113.2' })).rejects.toMatchObject({ kind: 'validation' });
    expect((await check({ tns: '8022340100', ip: '203.0.113.2' })).success).toBe(true);
  });

  it('refuses a token the bot check rejects', async () => {
    const { check } = setup();
    await expect(
      check({ tns: '8022340100', recaptchaToken: 'bot', ip: '203.0.113.3' }),
    ).rejects.toMatchObject({
      code: 'bot_check.failed',
    });
  });
});
