import { expect } from 'vitest';
import { logIn } from '../../support/accounts.ts';
import { cookieFrom, type TestApp } from '../../support/test-app.ts';

/** Staff get support access to the account (docs/adr/0080), then switch to it. */
export async function staffSwitchedTo(t: TestApp, accountId: number): Promise<string> {
  const signedIn = await logIn(t, 'staff@numberyard.test');
  const support = await t.request(`/api/admin/accounts/${accountId}/support`, {
    method: 'POST',
    cookie: signedIn,
  });
  expect([200, 201]).toContain(support.status);
  const switched = await t.request('/api/session?switchAccount=true', {
    method: 'POST',
    cookie: signedIn,
    json: { accountId },
  });
  expect(switched.status).toBe(200);
  return cookieFrom(switched, 'ny_session');
}

export async function basketOf(t: TestApp, cookie: string): Promise<string> {
  const response = await t.request('/api/baskets', { method: 'POST', json: {}, cookie });
  expect(response.status).toBe(201);
  return (await response.json()).uuid;
}

/** The admin add-number form as POST /api/baskets/adminItems takes it: a purchase at $123.45, 12.5 % commission. */
export const adminForm = (basketUuid: string, tn: string, overrides: Record<string, unknown> = {}) => ({
  basketUuid,
  tn,
  vendor: 'telnyx',
  mode: 'buy',
  vendorProductId: null,
  priceCents: 12_345,
  commissionPercent: 12.5,
  licenseNrcCents: null,
  licenseMrcCents: null,
  licenseAnnualIncreasePercent: null,
  manualActivation: true,
  ...overrides,
});

export const addAdminItem = (
  t: TestApp,
  json: Record<string, unknown>,
  as: { cookie?: string; headers?: Record<string, string> },
) => t.request('/api/baskets/adminItems', { method: 'POST', json, ...as });
