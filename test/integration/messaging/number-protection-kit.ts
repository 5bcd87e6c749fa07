import type { SimulatedNumberCarrier } from '../../../src/modules/messaging/adapters/carrier/simulated-number-carrier.ts';
import { DEVELOPMENT_CARRIER_SECRET } from '../../../src/modules/messaging/index.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

export const FORWARD_PLAN = 3;
export const PARK_PLAN = 1;

/** Acme (admin and a user) holding numbers on Forward and Park, and another account holding one. */
export async function numberProtectionApp() {
  const t = await createTestApp();
  await seedLogins(t);
  const memberOf = async (email: string) => {
    const [row] = await t.sql<{ userId: number; accountId: number }>(
      `select u.id as "userId", m.account_id as "accountId"
         from accounts."user" u join accounts.membership m on m.user_id = u.id where u.email = $1`,
      [email],
    );
    return row!;
  };
  const acme = await memberOf('admin@numberyard.test');
  const uma = await memberOf('user@numberyard.test');
  const broker = await memberOf('broker@numberyard.test');
  return {
    t,
    acme,
    uma,
    broker,
    admin: await logIn(t, 'admin@numberyard.test'),
    user: await logIn(t, 'user@numberyard.test'),
    carrier: t.composed.modules.numberProtection.carrier as SimulatedNumberCarrier,
  };
}

export function addNumber(
  t: TestApp,
  accountId: number,
  tn: string,
  more: { plan?: number; userId?: number } = {},
) {
  return t.sql(
    `insert into messaging.account_number (account_id, tn, plan_id, mrc_cents, assigned_user_id)
     values ($1, $2, $3, 600, $4)`,
    [accountId, tn, more.plan ?? FORWARD_PLAN, more.userId ?? null],
  );
}

export async function numberRow(t: TestApp, tn: string) {
  const [row] = await t.sql<{
    forward_to: string | null;
    port_out_pin_hash: string | null;
    transfer_lock: boolean;
  }>('select forward_to, port_out_pin_hash, transfer_lock from messaging.account_number where tn = $1', [tn]);
  return row;
}

/** A PUT to one of the number's settings routes, answered as { status, body }. */
export async function putSetting(t: TestApp, cookie: string, tn: string, setting: string, json: unknown) {
  const response = await t.request(`/api/accounts/telephone-numbers/${tn}/${setting}`, {
    method: 'PUT',
    cookie,
    json,
  });
  return { status: response.status, body: await response.json() };
}

/** The carrier's POST /api/carrier/port-out-requests, with the development secret unless told otherwise. */
export async function carrierRequest(
  t: TestApp,
  body: { requestId: string; tn: string; pin: string; gainingCarrier?: string },
  secret: string | null = DEVELOPMENT_CARRIER_SECRET,
) {
  const response = await t.request('/api/carrier/port-out-requests', {
    method: 'POST',
    headers: secret === null ? {} : { 'x-carrier-secret': secret },
    json: { gainingCarrier: 'Other Wireless', ...body },
  });
  return { status: response.status, body: await response.json() };
}

export async function mailsTo(t: TestApp, to: string, category: string) {
  return t.sql<{ subject: string; text_body: string }>(
    'select subject, text_body from platform.mail_outbox where to_address = $1 and category = $2 order by id',
    [to, category],
  );
}
