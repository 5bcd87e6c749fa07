import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BASKETS_PER_IP_PER_HOUR,
  ITEM_ADDS_PER_ACCOUNT_PER_HOUR,
} from '../../../src/modules/basket/app/basket-rate-limits.ts';
import { MAX_NUMBERS_PER_BASKET } from '../../../src/modules/basket/domain/hoarding-rules.ts';
import { TN_SEARCHES_PER_IP_PER_MINUTE } from '../../../src/modules/catalog/app/search-rate-limit.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { basketClient, listNumber } from './basket-test-kit.ts';

let t: TestApp;
const numbers: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
  for (let i = 0; i <= MAX_NUMBERS_PER_BASKET; i++) {
    const tn = `+1201777${String(i).padStart(4, '0')}`;
    await listNumber(t, tn, { priceCents: 4_900 });
    numbers.push(tn);
  }
});
afterAll(() => t.close());
// Each test counts from zero (app.request() has no socket: every caller is the address 'unknown').
beforeEach(() => t.sql('delete from platform.rate_limit'));

async function fill(client: ReturnType<typeof basketClient>, basketUuid: string, count: number) {
  for (const tn of numbers.slice(0, count)) {
    const response = await client.add({ basketUuid, tn, mode: 'buy' });
    expect(response.status, tn).toBe(201);
  }
}

describe('hoarding numbers in baskets', () => {
  it('answers 422 basket.full for a 26th number in a customer basket', async () => {
    const client = basketClient(t, await logIn(t, 'user@numberyard.test'));
    const uuid = await client.create();
    await fill(client, uuid, MAX_NUMBERS_PER_BASKET);
    const refused = await client.add({ basketUuid: uuid, tn: numbers[MAX_NUMBERS_PER_BASKET], mode: 'buy' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'basket.full',
      message: 'A basket holds at most 25 numbers. Check out or remove a number to add another.',
    });
    for (const item of (await (await client.get(uuid)).json()).items)
      expect((await client.remove(uuid, item.basketItemId)).status).toBe(200);
  });

  it('lets an employee put 26 numbers in a basket', async () => {
    const client = basketClient(t, await logIn(t, 'staff@numberyard.test'));
    const uuid = await client.create();
    await fill(client, uuid, MAX_NUMBERS_PER_BASKET + 1);
  });

  it('answers 429 with Retry-After past the hourly limit of new baskets from one address', async () => {
    const guest = basketClient(t);
    for (let i = 0; i < BASKETS_PER_IP_PER_HOUR; i++) await guest.create();
    const refused = await t.request('/api/baskets', { method: 'POST', json: {} });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await refused.json()).message).toBe(
      'You have started too many baskets. Please wait a while and try again.',
    );
  });

  it('answers 429 past the hourly limit of numbers one account adds', async () => {
    const client = basketClient(t, await logIn(t, 'admin@numberyard.test'));
    const uuid = await client.create();
    const tn = '+12017779999';
    await listNumber(t, tn, { priceCents: 4_900 });
    // Re-adding a number already in the basket counts too (409 each time): each call is an attempt.
    expect((await client.add({ basketUuid: uuid, tn, mode: 'buy' })).status).toBe(201);
    for (let i = 1; i < ITEM_ADDS_PER_ACCOUNT_PER_HOUR; i++)
      expect((await client.add({ basketUuid: uuid, tn, mode: 'buy' })).status).toBe(409);
    const refused = await client.add({ basketUuid: uuid, tn, mode: 'buy' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /api/tnSearch', () => {
  it(`answers 429 with Retry-After after ${TN_SEARCHES_PER_IP_PER_MINUTE} searches a minute from one address`, async () => {
    for (let i = 0; i < TN_SEARCHES_PER_IP_PER_MINUTE; i++)
      expect((await t.request(`/api/tnSearch?fqtnSearch=${numbers[0]}`)).status).toBe(200);
    const refused = await t.request(`/api/tnSearch?fqtnSearch=${numbers[0]}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
  });
});
