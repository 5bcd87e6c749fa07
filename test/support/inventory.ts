import type { TestApp } from './test-app.ts';

/** Lists one local number in the catalog (New Jersey, vendor telnyx); money in cents. */
export async function listNumber(
  t: TestApp,
  tn: string,
  terms: { priceCents: number; licenseOneTimeCents?: number; licenseMonthlyCents?: number; status?: string },
) {
  await t.sql(
    `insert into catalog.number (tn, npa, nxx, state, country, type, vendor, cost_cents, price_cents, retail_price_cents,
       license_one_time_cents, license_monthly_cents, status, created_at, digits, num)
     values ($1, $2, $3, 'NJ', 'US', 'local', 'telnyx', 100, $4, $4, $5, $6, $7, $8, $9, $10)`,
    [
      tn,
      tn.slice(2, 5),
      tn.slice(5, 8),
      terms.priceCents,
      terms.licenseOneTimeCents ?? null,
      terms.licenseMonthlyCents ?? null,
      terms.status ?? 'available',
      t.clock.now(),
      tn.slice(2),
      tn.slice(1),
    ],
  );
}
