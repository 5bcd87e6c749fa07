import { expect } from 'vitest';
import { listNumber } from '../../support/inventory.ts';
import type { TestApp } from '../../support/test-app.ts';

/** The Account Info step as a guest fills it (the shared account-form rules). */
export function accountData(email: string) {
  return {
    firstName: 'Nia',
    lastName: 'Buyer',
    address: '12 Elm St Apt 4',
    city: 'Hoboken',
    state: 'NJ',
    zip: '07030',
    contact_number: '(201) 234-5678',
    email,
    stated_source: 'search',
    agree_terms: true,
  };
}

export const PASSWORD = 'Numbers2026';

/** A client of the basket and checkout routes: each call sends the given session cookie (or none, as a guest). */
export function checkoutClient(t: TestApp, cookie?: string) {
  const as = cookie ? { cookie } : {};
  return {
    async basket(tns: string[], data?: Record<string, unknown>): Promise<string> {
      const created = await t.request('/api/baskets', { method: 'POST', json: {}, ...as });
      expect(created.status).toBe(201);
      const { uuid } = await created.json();
      if (data) {
        const saved = await t.request(`/api/baskets/${uuid}`, { method: 'PATCH', json: { data }, ...as });
        expect(saved.status, JSON.stringify(await saved.clone().json())).toBe(200);
      }
      for (const tn of tns) {
        const added = await t.request('/api/baskets/items', {
          method: 'POST',
          json: { basketUuid: uuid, tn },
          ...as,
        });
        expect(added.status, `add ${tn}`).toBe(201);
      }
      return uuid;
    },
    checkout: (json: Record<string, unknown>) =>
      t.request('/api/baskets/checkout', { method: 'POST', json, ...as }),
  };
}

let next = 100;
/** A fresh $49 number (Park is $2 a month) for each test, so tests never share a hold. */
export async function freshNumber(t: TestApp, prefix = '+1201345'): Promise<string> {
  const tn = `${prefix}${String(next++).padStart(4, '0')}`;
  await listNumber(t, tn, { priceCents: 4_900 });
  return tn;
}

export async function numberStatus(t: TestApp, tn: string) {
  const [row] = await t.sql<{ status: string; reserved_basket: string | null }>(
    'select status, reserved_basket from catalog.number where tn = $1',
    [tn],
  );
  return row;
}

export async function accountNumbers(t: TestApp, tn: string) {
  return t.sql<{ account_id: number; plan_id: number; billing_period: number; anniversary_date: string }>(
    `select account_id, plan_id, billing_period, to_char(anniversary_date, 'YYYY-MM-DD') as anniversary_date
       from messaging.account_number where tn = $1`,
    [tn],
  );
}

export async function paymentsOf(t: TestApp, basketUuid: string) {
  return t.sql<{ status: string; amount_cents: number }>(
    'select status, amount_cents from billing.payment where reference = $1 order by created_at',
    [`basket:${basketUuid}`],
  );
}

export async function ledgerOf(t: TestApp, accountId: number) {
  return t.sql<{ kind: string; amount_cents: number }>(
    'select kind, amount_cents from billing.ledger_entry where account_id = $1 order by id',
    [accountId],
  );
}
