import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOLL_FREE_TO_LICENCE_SQL } from '../../../migrations/Migration20261124161000_toll_free_licence_only.ts';
import { licenceFromPrice } from '../../../src/modules/catalog/adapters/demo/inventory-terms.ts';
import { listNumber } from '../../support/inventory.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { basketClient } from '../basket/basket-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Lists a toll-free number as older data has them: with a sale price. */
async function listTollFree(tn: string, terms: Parameters<typeof listNumber>[2]) {
  await listNumber(t, tn, terms);
  await t.sql(
    `update catalog.number set type = 'tollfree', state = null, on_sale_until = $2, negotiable = true,
    min_offer_cents = 100 where tn = $1`,
    [tn, t.clock.now()],
  );
}

const row = async (tn: string) =>
  (
    await t.sql<Record<string, unknown>>(
      `select price_cents, retail_price_cents, license_one_time_cents, license_monthly_cents,
         license_annual_increase_bp, negotiable, min_offer_cents, on_sale_until
       from catalog.number where tn = $1`,
      [tn],
    )
  )[0];

describe('the toll-free licence migration', () => {
  it("turns toll-free numbers on offer into licences by the generator's rule, and nothing else", async () => {
    await listTollFree('+18002340100', { priceCents: 49_900 });
    await listTollFree('+18882340100', { priceCents: 1_234_550 });
    await listTollFree('+18772340100', {
      priceCents: 4_995,
      licenseOneTimeCents: 1_995,
      licenseMonthlyCents: 2_995,
    });
    await listTollFree('+18662340100', { priceCents: 4_995, status: 'sold' });
    await listNumber(t, '+12012340100', { priceCents: 4_995 });

    await t.sql(TOLL_FREE_TO_LICENCE_SQL);

    for (const [tn, price] of [
      ['+18002340100', 49_900],
      ['+18882340100', 1_234_550],
    ] as const) {
      const derived = licenceFromPrice(price);
      expect(await row(tn)).toEqual({
        price_cents: 0,
        retail_price_cents: 0,
        license_one_time_cents: derived.licenseOneTimeCents,
        license_monthly_cents: derived.licenseMonthlyCents,
        license_annual_increase_bp: derived.licenseAnnualIncreaseBp,
        negotiable: false,
        min_offer_cents: null,
        on_sale_until: null,
      });
    }
    expect(await row('+18772340100')).toMatchObject({
      price_cents: 0,
      license_one_time_cents: 1_995,
      license_monthly_cents: 2_995,
    });
    expect(await row('+18662340100')).toMatchObject({ price_cents: 4_995 });
    expect(await row('+12012340100')).toMatchObject({ price_cents: 4_995, license_monthly_cents: null });
  });
});

describe('a toll-free number listed with a sale price', () => {
  const TN = '+18552340100';
  const ASKED = '+18552340101';
  beforeAll(async () => {
    await listTollFree(TN, { priceCents: 4_995, licenseOneTimeCents: 2_500, licenseMonthlyCents: 995 });
    await listTollFree(ASKED, { priceCents: 4_995 });
  });

  it('answers 422 to a buy item and holds nothing; a licence item is taken', async () => {
    const basket = basketClient(t);
    const basketUuid = await basket.create();
    const bought = await basket.add({ basketUuid, tn: TN, mode: 'buy' });
    expect(bought.status).toBe(422);
    expect(await bought.json()).toMatchObject({
      code: 'basket.toll_free_not_sold',
      message: 'Toll-free numbers can only be licensed, not sold.',
    });
    const [held] = await t.sql<{ reserved_basket: string | null }>(
      'select reserved_basket from catalog.number where tn = $1',
      [TN],
    );
    expect(held!.reserved_basket).toBeNull();
    const licensed = await basket.add({ basketUuid, tn: TN, mode: 'license' });
    expect(licensed.status).toBe(201);
  });

  it('is refused to an agent as a purchase, like a licence-only number', async () => {
    const response = await t.request('/api/talk-to-agent', {
      method: 'POST',
      json: {
        type: 'purchase',
        tn: ASKED,
        name: 'Jo Buyer',
        email: 'jo@example.com',
        phone: '(201) 234-5678',
        comments: 'Can I buy it?',
        brandingId: 1,
        negotiationId: null,
        recaptchaToken: 'token',
      },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).code).toBe('offers.number_not_for_sale');
  });
});
