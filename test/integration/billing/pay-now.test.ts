import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountIdOf } from '../../../src/modules/accounts/index.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { json, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let addresses = 0;
let admin: string;
let user: string;
let broker: string;
let acme: number;

const freshIp = () => `198.51.100.${++addresses}`;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await seedLogins(t);
  admin = await logIn(t, 'admin@numberyard.test');
  user = await logIn(t, 'user@numberyard.test');
  broker = await logIn(t, 'broker@numberyard.test');
  acme = (await withContext(t.orm, () => demoAccountIdOf(t.orm.em.fork(), 'admin@numberyard.test')))!;
});
afterAll(() => t.close());

function send(method: 'POST' | 'PATCH', path: string, body: unknown, cookie?: string, headers = {}) {
  return t.request(path, {
    method,
    json: body,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
    ...(cookie ? { cookie } : {}),
  });
}

const payNow = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  send('POST', '/api/accounts/pay-now', body, cookie, headers);

const balance = () => t.composed.modules.billing.ledger.balanceCents(acme);
const payments = async (accountId = acme) =>
  Number(
    (
      await t.sql<{ n: string }>(
        "select count(*)::text as n from billing.ledger_entry where account_id = $1 and kind = 'payment'",
        [accountId],
      )
    )[0]!.n,
  );

/** Keeps a test card on file for the admin's account, as /account/payment-method does. */
async function saveCard(number: string) {
  const setup = await json(
    await send('POST', '/api/stripe-setup-intents', { recaptchaToken: 't', isOneTime: false }, admin),
  );
  const method = await json(
    await send('POST', '/api/payment-simulator/payment-methods', {
      number,
      expMonth: 4,
      expYear: 2030,
      cvc: '123',
    }),
  );
  await send('POST', `/api/payment-simulator/setup-intents/${setup.body.id}/confirm`, {
    clientSecret: setup.body.client_secret,
    paymentMethodId: method.body.id,
  });
  const saved = await json(await send('PATCH', `/api/stripe-setup-intents/${setup.body.id}`, {}, admin));
  expect(saved, JSON.stringify({ setup, method })).toMatchObject({ status: 200 });
}

/** A one-time card's hold, placed the way the browser's card form places it. */
async function oneTimeHold(cookie: string, amount: number, reference = `account:${acme}`) {
  const intent = await json(
    await send(
      'POST',
      '/api/stripe-payment-intents',
      { amount, recaptchaToken: 't', metadata: { reference }, payment_method: 'pm_card_mastercard' },
      cookie,
    ),
  );
  expect(intent.status).toBe(201);
  return intent.body.id as string;
}

describe('POST /api/accounts/pay-now', () => {
  it('charges the card on file and records the payment in the ledger', async () => {
    await saveCard('4242424242424242');
    const before = await balance();
    const { status, body } = await json(await payNow(admin, { amount: 2500, useCardOnFile: true }));
    expect(status).toBe(200);
    expect(body.balance).toBe(before - 2500);
    expect(await balance()).toBe(before - 2500);
    const [row] = await t.sql<{ status: string }>(
      'select status from billing.payment where payment_intent_id = $1',
      [body.paymentIntentId],
    );
    expect(row?.status).toBe('succeeded');
  });

  it('answers the same payment for a retried Idempotency-Key, charging and recording once', async () => {
    const before = await payments();
    const headers = { 'idempotency-key': 'pay-retry-1' };
    const first = await json(await payNow(admin, { amount: 1000, useCardOnFile: true }, headers));
    const again = await json(await payNow(admin, { amount: 1000, useCardOnFile: true }, headers));
    expect(again).toEqual(first);
    expect(await payments()).toBe(before + 1);
  });

  it("takes a one-time card's hold for the caller's account and captures it", async () => {
    const before = await balance();
    const paymentId = await oneTimeHold(admin, 1500);
    const { status, body } = await json(await payNow(admin, { amount: 1500, paymentId }));
    expect({ status, body }).toEqual({
      status: 200,
      body: { paymentIntentId: paymentId, balance: before - 1500 },
    });
    expect((await json(await payNow(admin, { amount: 1500, paymentId }))).body.balance).toBe(before - 1500);
  });

  it("answers a decline with the card's message and records nothing", async () => {
    await saveCard('4000000000009995');
    const before = await payments();
    const { status, body } = await json(await payNow(admin, { amount: 1000, useCardOnFile: true }));
    expect({ status, message: body.message }).toEqual({
      status: 422,
      message: 'Your card has insufficient funds.',
    });
    expect(await payments()).toBe(before);
  });

  it('lets a user pay only the amount due, with the card on file', async () => {
    await saveCard('4242424242424242');
    await t.composed.modules.billing.ledger.record({
      accountId: acme,
      entries: [{ kind: 'charge', amountCents: 20_000, description: 'Monthly plans', reference: 'test:due' }],
    });
    const due = await balance();
    const edited = await json(await payNow(user, { amount: due - 100, useCardOnFile: true }));
    expect(edited.status).toBe(400);
    expect(edited.body.message).toBe('Only an account admin can change the amount; pay the amount due.');
    const oneTime = await json(await payNow(user, { amount: due, paymentId: 'pm_card_visa' }));
    expect(oneTime.status).toBe(403);
    expect(oneTime.body.message).toBe('You do not have access to manage payments on this account');
    const paid = await json(await payNow(user, { amount: due, useCardOnFile: true }));
    expect(paid).toMatchObject({ status: 200, body: { balance: 0 } });
  });

  it("answers spec 2's messages for amounts that are not a number, negative, or under $1.00", async () => {
    const problem = async (amount: unknown) =>
      (await json(await payNow(admin, { amount, useCardOnFile: true }))).body;
    expect(JSON.stringify(await problem('12x'))).toContain('12x is not a number');
    expect(JSON.stringify(await problem(-5))).toContain('Payment amounts under $0.00 are not supported.');
    expect((await problem(99.9)).message).toBe('The smallest payment is $1.00.');
  });

  it("never pays with another account's hold, and needs a signed-in caller", async () => {
    const acmeHold = await oneTimeHold(admin, 1200);
    expect((await payNow(broker, { amount: 1200, paymentId: acmeHold })).status).toBe(404);
    expect((await send('POST', '/api/accounts/pay-now', { amount: 1200, paymentId: acmeHold })).status).toBe(
      401,
    );
  });

  it('limits attempts per user to 10 an hour', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push((await payNow(broker, { amount: 50, useCardOnFile: true })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThanOrEqual(9);
    t.clock.advance(3_600_000);
    expect((await payNow(broker, { amount: 50, useCardOnFile: true })).status).toBe(400);
  });
});
