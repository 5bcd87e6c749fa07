import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { InMemoryRateLimiter } from '../../../platform/rate-limit/testing/in-memory-rate-limiter.ts';
import type { TaxPayload } from '../../../shared/tax-payload.ts';
import { Basket } from '../domain/basket.ts';
import { BasketItem } from '../domain/basket-item.ts';
import { heldNumber, InMemoryBaskets } from '../testing/in-memory-basket.ts';
import { CountingTaxEstimator, InMemoryTaxEstimateCache } from '../testing/in-memory-taxes.ts';
import { makeEstimateBasketTaxes } from './estimate-basket-taxes.ts';
import { makeEstimateTaxes, TAX_ESTIMATE_TTL_MS } from './estimate-taxes.ts';
import { TAX_ESTIMATES_PER_IP_PER_HOUR } from './tax-rate-limits.ts';

const IP = '203.0.113.9';

function setup() {
  const estimator = new CountingTaxEstimator();
  const cache = new InMemoryTaxEstimateCache();
  const clock = new FixedClock('2026-11-24T12:00:00Z');
  const rateLimiter = new InMemoryRateLimiter();
  const estimateTaxes = makeEstimateTaxes({ estimator, cache, clock, rateLimiter });
  return { estimator, cache, clock, rateLimiter, estimateTaxes };
}

/** New York in CountingTaxEstimator: 4% on one-time charges, 8.25% on monthly ones. */
const newYorkBasket: TaxPayload = {
  state: 'NY',
  zip: '10001',
  lines: [
    { type: 'new', plan: 1, nrc: 4_900, mrc: 200 },
    { type: 'portIn', plan: 1, nrc: 500, mrc: 200 },
  ],
};

describe('estimating taxes', () => {
  it('answers the one-time, port-in and monthly estimates separately, each with its totalTax', async () => {
    const { estimateTaxes, estimator } = setup();
    const estimate = await estimateTaxes(newYorkBasket);
    expect(estimate).toMatchObject({
      source: 'rates',
      estimatedAt: '2026-11-24T12:00:00.000Z',
      oneTime: { taxableAmount: 4_900, totalTax: 196 },
      portIn: { taxableAmount: 500, totalTax: 20 },
      monthly: { taxableAmount: 400, totalTax: 34 },
    });
    expect(estimate.payloadHash).toMatch(/^[0-9a-f]{64}$/);
    expect(estimator.questions.map((question) => question.kind).sort()).toEqual([
      'monthly',
      'oneTime',
      'portIn',
    ]);
  });

  it('does not ask the estimator again for the same payload, even with its lines in another order', async () => {
    const { estimateTaxes, estimator, clock } = setup();
    const first = await estimateTaxes(newYorkBasket);
    clock.advance(10 * 60_000);
    const again = await estimateTaxes({ ...newYorkBasket, lines: [...newYorkBasket.lines].reverse() });
    expect(again).toEqual(first);
    expect(estimator.questions).toHaveLength(3);
  });

  it('asks again when the payload changes, and when the kept estimate has expired', async () => {
    const { estimateTaxes, estimator, clock } = setup();
    await estimateTaxes(newYorkBasket);
    await estimateTaxes({ ...newYorkBasket, zip: '10002' });
    expect(estimator.questions).toHaveLength(6);
    clock.advance(TAX_ESTIMATE_TTL_MS);
    const later = await estimateTaxes(newYorkBasket);
    expect(estimator.questions).toHaveLength(9);
    expect(later.estimatedAt).toBe(clock.now().toISOString());
  });

  it('asks nothing for charges with nothing to tax and answers 0 for them', async () => {
    const { estimateTaxes, estimator } = setup();
    const estimate = await estimateTaxes({
      ...newYorkBasket,
      lines: [{ type: 'new', plan: 0, nrc: 995, mrc: 0 }],
    });
    expect(estimate.portIn).toEqual({ taxableAmount: 0, totalTax: 0 });
    expect(estimate.monthly).toEqual({ taxableAmount: 0, totalTax: 0 });
    expect(estimator.questions.map((question) => question.kind)).toEqual(['oneTime']);
  });

  it('refuses bad input before counting or keeping anything', async () => {
    const { estimateTaxes, estimator, cache, rateLimiter } = setup();
    await expect(estimateTaxes({ ...newYorkBasket, state: 'ZZ' }, { ip: IP })).rejects.toMatchObject({
      kind: 'validation',
      errors: { state: 'Unknown state or province.' },
    });
    expect(estimator.questions).toHaveLength(0);
    expect(cache.entries.size).toBe(0);
    expect(rateLimiter.windows.size).toBe(0);
  });

  it('limits estimates per address an hour, cached ones included, and not server-side ones', async () => {
    const { estimateTaxes } = setup();
    for (let i = 0; i < TAX_ESTIMATES_PER_IP_PER_HOUR; i++) await estimateTaxes(newYorkBasket, { ip: IP });
    await expect(estimateTaxes(newYorkBasket, { ip: IP })).rejects.toMatchObject({ kind: 'rate_limited' });
    await expect(estimateTaxes(newYorkBasket)).resolves.toMatchObject({ source: 'rates' });
  });
});

describe("estimating a basket's taxes for checkout", () => {
  function withBasket() {
    const tools = setup();
    const baskets = new InMemoryBaskets();
    const now = tools.clock.now();
    const basket = new Basket({ uuid: 'basket-1', brandingId: 1, accountId: 7, now });
    baskets.baskets.push(basket);
    const item = (tn: string, createdAt: Date) =>
      BasketItem.newNumber({
        basketUuid: basket.uuid,
        number: heldNumber({ tn }),
        mode: 'buy',
        plan: { id: 1, mrcCents: 200 },
        billingPeriod: 1,
        now: createdAt,
      });
    void baskets.addItem(item('+12012340100', now));
    // Added 31 minutes ago: lapsed, so not taxed.
    void baskets.addItem(item('+12012340101', new Date(now.getTime() - 31 * 60_000)));
    const estimateBasketTaxes = makeEstimateBasketTaxes({
      baskets,
      clock: tools.clock,
      estimateTaxes: tools.estimateTaxes,
    });
    return { ...tools, estimateBasketTaxes };
  }

  it("taxes the basket's own live items at the buyer's address, the first month of the plan with what is due once", async () => {
    const { estimateBasketTaxes } = withBasket();
    const estimate = await estimateBasketTaxes({
      basketUuid: 'basket-1',
      user: { brandingId: 1, accountId: 7 },
      state: 'NY',
      zip: '10001',
    });
    expect(estimate).toMatchObject({
      oneTime: { taxableAmount: 5_100, totalTax: 204 },
      monthly: { taxableAmount: 200, totalTax: 17 },
    });
  });

  it("answers 404 for another account's basket", async () => {
    const { estimateBasketTaxes } = withBasket();
    await expect(
      estimateBasketTaxes({
        basketUuid: 'basket-1',
        user: { brandingId: 1, accountId: 8 },
        state: 'NY',
        zip: '10001',
      }),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });
});
