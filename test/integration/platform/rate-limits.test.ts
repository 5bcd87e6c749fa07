import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASKETS_PER_IP_PER_HOUR } from '../../../src/modules/basket/app/basket-rate-limits.ts';
import { seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await seedLogins(t);
});
afterAll(() => t.close());

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const longEmail = `${'a'.repeat(189 - '@example.com'.length)}@example.com`;

describe('rate limits', () => {
  it('answers a sign-in with a 189-character email like any wrong password, not 500', async () => {
    expect(longEmail).toHaveLength(189);
    const response = await t.request('/api/session', {
      method: 'POST',
      json: { email: longEmail, password: 'Numberyard1' },
    });
    expect(response.status).toBe(401);
  });

  it('answers a recovery request for a 189-character email as for any other, not 500', async () => {
    const response = await t.request('/api/recover-password', { method: 'POST', json: { email: longEmail } });
    expect(response.status).toBe(202);
  });

  it('counts IPv6 callers of one /64 together and callers of another /64 apart', async () => {
    for (let i = 0; i < BASKETS_PER_IP_PER_HOUR; i++) {
      const response = await t.request('/api/baskets', {
        method: 'POST',
        json: {},
        ...from(`2001:db8:7:1::${i + 1}`),
      });
      expect(response.status).toBe(201);
    }
    const sameNetwork = await t.request('/api/baskets', {
      method: 'POST',
      json: {},
      ...from('2001:db8:7:1:ffff::9'),
    });
    expect(sameNetwork.status).toBe(429);
    const otherNetwork = await t.request('/api/baskets', {
      method: 'POST',
      json: {},
      ...from('2001:db8:7:2::1'),
    });
    expect(otherNetwork.status).toBe(201);
  });
});
