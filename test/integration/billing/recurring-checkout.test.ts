import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listNumber } from '../../support/inventory.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { accountData, checkoutClient, PASSWORD } from '../checkout/checkout-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-24T12:00:00Z' });
});
afterAll(() => t.close());

const AGREEMENTS = { agree_ownership: true, agree_fees: true, agree_duration: true, agree_disconnect: true };

describe('checkout hands recurring billing its terms', () => {
  it("a licensed number keeps its licence fee, annual increase and start, and is paid through the first period's end", async () => {
    const tn = '+12013450901';
    await listNumber(t, tn, { priceCents: 0, licenseOneTimeCents: 2_500, licenseMonthlyCents: 995 });
    await t.sql('update catalog.number set license_annual_increase_bp = 300 where tn = $1', [tn]);
    const guest = checkoutClient(t);
    const uuid = await guest.basket([tn], { ...accountData('lena@example.com'), ...AGREEMENTS });
    const response = await guest.checkout({ uuid, stripePaymentId: 'pm_card_visa', password: PASSWORD });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    const [number] = await t.sql(
      `select mrc_cents, license_mrc_cents, license_annual_increase, license_start_date::text, paid_through::text
         from messaging.account_number where tn = $1`,
      [tn],
    );
    expect(number).toEqual({
      mrc_cents: 200,
      license_mrc_cents: 995,
      license_annual_increase: 300,
      license_start_date: '2026-11-24',
      paid_through: '2026-12-24',
    });
  });
});
