import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeStripe,
  startFakeStripe,
  stripeSdkOptions,
} from '../../../../../test/support/fake-stripe/fake-stripe-server.ts';
import { routeTaxCalculations } from '../../../../../test/support/fake-stripe/tax-routes.ts';
import { FixedClock } from '../../../../platform/clock/clock.ts';
import { InMemoryRateLimiter } from '../../../../platform/rate-limit/testing/in-memory-rate-limiter.ts';
import { makeEstimateTaxes } from '../../app/estimate-taxes.ts';
import { taxJurisdiction } from '../../domain/tax-jurisdictions.ts';
import { InMemoryTaxEstimateCache } from '../../testing/in-memory-taxes.ts';
import { stripeTaxEstimator } from './stripe-tax-estimator.ts';

let fake: FakeStripe;
let taxService: ReturnType<typeof routeTaxCalculations>;
beforeAll(async () => {
  fake = await startFakeStripe();
  taxService = routeTaxCalculations(fake, { basisPoints: (state) => (state === 'ON' ? 1_300 : 825) });
});
afterAll(() => fake.close());

const estimator = () => stripeTaxEstimator({ secretKey: 'sk_test_fake', sdkOptions: stripeSdkOptions(fake) });
const newYork = taxJurisdiction('NY')!;

describe('StripeTaxEstimator against the loopback Stripe', () => {
  it("sends each line tax-exclusive in USD with the billing address, and answers Stripe's exclusive tax", async () => {
    const before = fake.requests.length;
    const total = await estimator().totalTaxCents({
      jurisdiction: newYork,
      zip: '10001',
      kind: 'monthly',
      lines: [
        { reference: 'monthly-0', amountCents: 200 },
        { reference: 'monthly-1', amountCents: 200 },
      ],
    });
    expect(total).toBe(34);
    const [request] = fake.requests.slice(before);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/tax/calculations',
      body: {
        currency: 'usd',
        line_items: [
          { amount: '200', reference: 'monthly-0', tax_behavior: 'exclusive' },
          { amount: '200', reference: 'monthly-1', tax_behavior: 'exclusive' },
        ],
        customer_details: {
          address: { country: 'US', state: 'NY', postal_code: '10001' },
          address_source: 'billing',
        },
      },
    });
  });

  it('sends a Canadian address with its country', async () => {
    const total = await estimator().totalTaxCents({
      jurisdiction: taxJurisdiction('ON')!,
      zip: 'M5V2T6',
      kind: 'oneTime',
      lines: [{ reference: 'oneTime-0', amountCents: 1_000 }],
    });
    expect(total).toBe(130);
    expect(fake.requests.at(-1)!.body).toMatchObject({ customer_details: { address: { country: 'CA' } } });
  });

  it('maps an address Stripe cannot place to a 400 on the postal code', async () => {
    await expect(
      estimator().totalTaxCents({
        jurisdiction: newYork,
        zip: '00000',
        kind: 'oneTime',
        lines: [{ reference: 'oneTime-0', amountCents: 100 }],
      }),
    ).rejects.toMatchObject({
      kind: 'validation',
      errors: { zip: 'We could not find where this postal code is for tax.' },
    });
  });

  it.each([
    [500, 'api_error', 'An unknown error occurred.'],
    [401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****fake'],
  ])('maps a Stripe %s (%s) to a clear 503 that says to try again', async (status, type, message) => {
    taxService.failNext(status, type, message);
    const failure = estimator().totalTaxCents({
      jurisdiction: newYork,
      zip: '10001',
      kind: 'oneTime',
      lines: [{ reference: 'oneTime-0', amountCents: 100 }],
    });
    await expect(failure).rejects.toMatchObject({
      kind: 'unavailable',
      code: 'basket.tax_unavailable',
      message: 'Taxes cannot be estimated right now. Please try again in a few minutes.',
    });
  });

  it('is asked once per kind of charge, and not again for the same payload', async () => {
    const estimateTaxes = makeEstimateTaxes({
      estimator: estimator(),
      cache: new InMemoryTaxEstimateCache(),
      clock: new FixedClock('2026-11-24T12:00:00Z'),
      rateLimiter: new InMemoryRateLimiter(),
    });
    const payload = {
      state: 'NY',
      zip: '10001',
      lines: [
        { type: 'new' as const, plan: 1, nrc: 4_900, mrc: 200 },
        { type: 'portIn' as const, plan: 1, nrc: 500, mrc: 200 },
      ],
    };
    const before = taxService.calculations;
    const first = await estimateTaxes(payload);
    expect(first).toMatchObject({
      source: 'stripe',
      oneTime: { taxableAmount: 4_900, totalTax: 404 },
      portIn: { taxableAmount: 500, totalTax: 41 },
      monthly: { taxableAmount: 400, totalTax: 34 },
    });
    expect(taxService.calculations - before).toBe(3);
    expect(await estimateTaxes(payload)).toEqual(first);
    expect(taxService.calculations - before).toBe(3);
  });

  it('leaves nothing kept when Stripe fails, so the next request asks again', async () => {
    const cache = new InMemoryTaxEstimateCache();
    const estimateTaxes = makeEstimateTaxes({
      estimator: estimator(),
      cache,
      clock: new FixedClock('2026-11-24T12:00:00Z'),
      rateLimiter: new InMemoryRateLimiter(),
    });
    const payload = {
      state: 'NY',
      zip: '10001',
      lines: [{ type: 'new' as const, plan: 1, nrc: 995, mrc: 0 }],
    };
    taxService.failNext(500, 'api_error', 'An unknown error occurred.');
    await expect(estimateTaxes(payload)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(cache.entries.size).toBe(0);
    await expect(estimateTaxes(payload)).resolves.toMatchObject({ oneTime: { totalTax: 82 } });
  });
});
