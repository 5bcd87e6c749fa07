import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TAX_JURISDICTIONS } from '../../../src/modules/basket/domain/tax-jurisdictions.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { basketClient, listNumber } from './basket-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-24T12:00:00Z' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.sql('delete from basket.tax_estimate');
  await t.sql(`delete from platform.rate_limit where key like 'tax-estimate:%'`);
});

const estimate = (json: unknown) => t.request('/api/taxEstimate', { method: 'POST', json });
const keptEstimates = async () =>
  (await t.sql<{ n: number }>('select count(*)::int as n from basket.tax_estimate'))[0]!.n;
const setRate = (state: string, oneTime: number, monthly: number) =>
  t.sql(
    'update basket.tax_rate set one_time_basis_points = $2, monthly_basis_points = $3, updated_at = now() where state = $1',
    [state, oneTime, monthly],
  );

const newYork = {
  state: 'NY',
  zip: '10001',
  lines: [
    { type: 'new', plan: 1, nrc: 4_900, mrc: 200, tn: '+12012340100' },
    { type: 'lnp', plan: 1, nrc: 500, mrc: 200 },
  ],
};

describe('POST /api/taxEstimate with the rate table', () => {
  it('seeds a rate for every state, province and territory of the select', async () => {
    const rows = await t.sql<{ state: string; country: string }>(
      'select state, country from basket.tax_rate',
    );
    expect(rows.map((row) => row.state).sort()).toEqual([...TAX_JURISDICTIONS.keys()].sort());
    for (const row of rows) expect(row.country).toBe(TAX_JURISDICTIONS.get(row.state)!.country);
  });

  it("answers one-time, port-in and monthly estimates at the state's rates, rounded per line", async () => {
    await setRate('NY', 400, 825);
    const response = await estimate(newYork);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      source: 'rates',
      estimatedAt: '2026-11-24T12:00:00.000Z',
      oneTime: { taxableAmount: 4_900, totalTax: 196 },
      portIn: { taxableAmount: 500, totalTax: 20 },
      // Two lines of 16.5 cents each, rounded up one by one.
      monthly: { taxableAmount: 400, totalTax: 34 },
    });
  });

  it('answers an unchanged payload from the kept estimate, and a changed one afresh', async () => {
    await setRate('NY', 400, 825);
    const first = await (await estimate(newYork)).json();
    await setRate('NY', 1_000, 1_000);
    t.clock.advance(5 * 60_000);

    const reordered = { zip: '10001 ', state: 'ny', lines: [...newYork.lines].reverse() };
    const again = await (await estimate(reordered)).json();
    expect(again).toEqual(first);
    expect(await keptEstimates()).toBe(1);

    const changed = await (await estimate({ ...newYork, zip: '10002' })).json();
    expect(changed.oneTime.totalTax).toBe(490);
    expect(changed.payloadHash).not.toBe(first.payloadHash);
    expect(await keptEstimates()).toBe(2);
  });

  it('taxes a Canadian postal code at its province rate', async () => {
    const response = await estimate({
      state: 'ON',
      zip: 'm5v 2t6',
      lines: [{ type: 'new', plan: 1, nrc: 1_000, mrc: 0 }],
    });
    expect((await response.json()).oneTime).toEqual({ taxableAmount: 1_000, totalTax: 130 });
  });

  it.each([
    ['an unknown state', { ...newYork, state: 'XX' }, 'state'],
    ['a Canadian postal code for a US state', { ...newYork, zip: 'K1A 0B1' }, 'zip'],
    ['a short ZIP code', { ...newYork, zip: '1234' }, 'zip'],
    ['a negative amount', { ...newYork, lines: [{ type: 'new', plan: 1, nrc: -5, mrc: 0 }] }, 'lines.0.nrc'],
    [
      'an unknown line type',
      { ...newYork, lines: [{ type: 'gift', plan: 1, nrc: 5, mrc: 0 }] },
      'lines.0.type',
    ],
    ['no state', { zip: '10001', lines: [] }, 'state'],
  ])('answers 400 naming the field for %s, and keeps and counts nothing', async (_, body, field) => {
    const response = await estimate(body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error).toMatchObject({ name: 'BadRequest', code: 'validation.invalid' });
    expect(error.errors).toHaveProperty([field]);
    expect(await keptEstimates()).toBe(0);
    const counters = await t.sql(`select 1 from platform.rate_limit where key like 'tax-estimate:%'`);
    expect(counters).toHaveLength(0);
  });

  it('answers 429 with Retry-After once an address has asked too often', async () => {
    await t.sql(
      `insert into platform.rate_limit (key, window_start, count) values ('tax-estimate:ip:unknown', $1, 300)
       on conflict (key) do update set window_start = excluded.window_start, count = 300`,
      [t.clock.now()],
    );
    const response = await estimate(newYork);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3600');
  });
});

describe("the basket module's estimateBasketTaxes (for checkout)", () => {
  it("taxes the basket's own items (price and the plan's first month), whatever a client would claim", async () => {
    await setRate('NY', 400, 825);
    await listNumber(t, '+12012345642', { priceCents: 10_000 });
    const baskets = basketClient(t);
    const uuid = await baskets.create();
    expect((await baskets.add({ basketUuid: uuid, tn: '+12012345642', plan: 1 })).status).toBe(201);

    const taxes = await t.composed.modules.basket.estimateBasketTaxes({
      basketUuid: uuid,
      user: { brandingId: 1, accountId: null },
      state: 'NY',
      zip: '10001',
    });
    expect(taxes.oneTime).toEqual({ taxableAmount: 10_200, totalTax: 408 });
    expect(taxes.monthly.taxableAmount).toBeGreaterThan(0);
  });
});
