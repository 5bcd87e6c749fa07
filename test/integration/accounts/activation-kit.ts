import { randomUUID } from 'node:crypto';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn, PASSWORD } from '../../support/accounts.ts';
import type { TestApp } from '../../support/test-app.ts';

/** A fresh account of the given type with its admin signed in, so each test owns its data. */
export async function stubAccount(
  t: TestApp,
  options: { type?: 'stub' | 'stubB2b' | 'default'; brandingId?: number; sellersAdmin?: boolean } = {},
) {
  const email = `owner-${randomUUID().slice(0, 8)}@activation.test`;
  const { accountId, userId } = await t.composed.ports.tx(() =>
    t.composed.modules.accounts.openCustomerAccount({
      brandingId: options.brandingId ?? 1,
      email,
      password: PASSWORD,
      firstName: 'Stub',
      lastName: 'Owner',
      company: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      anniversaryDate: '2026-11-15',
    }),
  );
  await t.sql('update accounts.account set account_type = $2, sellers_admin = $3 where id = $1', [
    accountId,
    options.type ?? 'stub',
    options.sellersAdmin ?? false,
  ]);
  return { accountId, userId, email, cookie: await logIn(t, email) };
}

export async function charge(t: TestApp, accountId: number, amountCents: number) {
  await withContext(t.orm, () =>
    t.composed.ports.tx(() =>
      t.composed.modules.billing.ledger.record({
        accountId,
        entries: [{ kind: 'charge', amountCents, description: 'Opening balance', reference: randomUUID() }],
      }),
    ),
  );
}

export async function pendingTransfer(
  t: TestApp,
  accountId: number,
  tns: string[],
  billTo: 'new' | 'old' = 'new',
  brandingId = 1,
) {
  return withContext(t.orm, () =>
    t.composed.ports.tx(() =>
      t.composed.modules.porting.inboundTransfers.create({ accountId, brandingId, tns, billTo }),
    ),
  );
}

export const balanceOf = (t: TestApp, accountId: number) =>
  withContext(t.orm, () => t.composed.modules.billing.ledger.balanceCents(accountId));

export async function numbersOf(t: TestApp, accountId: number) {
  const rows = await t.sql<{ tn: string; plan_id: number }>(
    'select tn, plan_id from messaging.account_number where account_id = $1 order by tn',
    [accountId],
  );
  return rows.map((row) => [row.tn, row.plan_id]);
}

export const CONTACT = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  address: '12 Main St',
  city: 'Newark',
  state: 'NJ',
  zip: '07102',
};

export const ALL_TERMS = { agreeAuthorizedOwner: true, agreeFundsHold: true, agreeTollFreeLicenseOnly: true };
