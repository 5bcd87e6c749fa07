import { expect } from 'vitest';
import type { TestApp } from '../../support/test-app.ts';

/** An account of its own (brand, anniversary, credit limit) with one admin, for the recurring tests. */
export async function makeAccount(
  t: TestApp,
  input: { email: string; brandingId?: number; anniversaryDate?: string | null; creditLimitCents?: number },
): Promise<number> {
  const [account] = await t.sql<{ id: number }>(
    `insert into accounts.account (branding_id, anniversary_date, credit_limit_cents, created_at)
     values ($1, $2, $3, now()) returning id`,
    [input.brandingId ?? 1, input.anniversaryDate ?? null, input.creditLimitCents ?? 0],
  );
  await addMember(t, account!.id, input.email, 'admin');
  return account!.id;
}

export async function addMember(t: TestApp, accountId: number, email: string, role: 'admin' | 'user') {
  const [user] = await t.sql<{ id: number }>(
    `insert into accounts."user" (email, password_hash, first_name, last_name, created_at)
     values ($1, 'x', 'Pat', $2, now()) returning id`,
    [email, role === 'admin' ? 'Admin' : 'User'],
  );
  await t.sql('insert into accounts.membership (user_id, account_id, role) values ($1, $2, $3)', [
    user!.id,
    accountId,
    role,
  ]);
  return user!.id;
}

export async function addNumber(
  t: TestApp,
  accountId: number,
  tn: string,
  terms: {
    planId?: number;
    mrcCents: number;
    billingPeriod?: 1 | 12;
    anniversaryDate: string;
    paidThrough: string | null;
    license?: { mrcCents: number; annualIncrease: number; startDate: string };
  },
): Promise<number> {
  const [row] = await t.sql<{ id: number }>(
    `insert into messaging.account_number (account_id, tn, plan_id, mrc_cents, billing_period, anniversary_date,
       paid_through, license_mrc_cents, license_annual_increase, license_start_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      accountId,
      tn,
      terms.planId ?? 1,
      terms.mrcCents,
      terms.billingPeriod ?? 1,
      terms.anniversaryDate,
      terms.paidThrough,
      terms.license?.mrcCents ?? null,
      terms.license?.annualIncrease ?? 0,
      terms.license?.startDate ?? null,
    ],
  );
  return row!.id;
}

/** A card on file by Stripe's test PaymentMethod id (pm_card_visa pays, pm_card_chargeDeclined is declined). */
export async function saveCard(t: TestApp, accountId: number, paymentMethodId: string) {
  await t.sql(
    `insert into billing.saved_card (account_id, payment_method_id, customer_id, brand, last4, exp_month, exp_year, updated_at)
     values ($1, $2, null, 'visa', '4242', 12, 2030, now())
     on conflict (account_id) do update set payment_method_id = excluded.payment_method_id`,
    [accountId, paymentMethodId],
  );
}

export const ledgerOf = (t: TestApp, accountId: number) =>
  t.sql<{ kind: string; amount_cents: number; description: string; reference: string }>(
    'select kind, amount_cents, description, reference from billing.ledger_entry where account_id = $1 order by id',
    [accountId],
  );

export const balanceOf = async (t: TestApp, accountId: number) =>
  t.composed.modules.billing.ledger.balanceCents(accountId);

export const paidThroughOf = async (t: TestApp, id: number) => {
  const [row] = await t.sql<{ paid_through: string }>(
    'select paid_through::text from messaging.account_number where id = $1',
    [id],
  );
  return row?.paid_through ?? null;
};

export const mailsTo = (t: TestApp, to: string) =>
  t.sql<{ subject: string; text_body: string }>(
    'select subject, text_body from platform.mail_outbox where to_address = $1 order by id',
    [to],
  );

/** Runs the daily job's work on the clock's day. */
export async function runOn(t: TestApp, date: string) {
  t.clock.set(`${date}T06:15:00Z`);
  const result = await t.composed.modules.billing.recurring.run();
  expect(result.failures).toBe(0);
  return result;
}
