import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaypalPayoutsApi } from '../../../src/modules/brokerage/adapters/payouts/paypal-payouts-api.ts';
import { StripeConnectPayoutGateway } from '../../../src/modules/brokerage/adapters/payouts/stripe-connect-payout-gateway.ts';
import { type PayoutConfig, paypalOf } from '../../../src/modules/brokerage/adapters/wiring/ach.ts';
import { PAYOUT_REFUSALS } from '../../../src/modules/brokerage/app/payout-rails.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { BANK_ACCOUNT_MESSAGES as B } from '../../../src/shared/bank-account-rules.ts';
import { TAXPAYER_MESSAGES as T } from '../../../src/shared/taxpayer-rules.ts';
import { logIn } from '../../support/accounts.ts';
import { addConnectRoutes, type ConnectLedger } from '../../support/fake-stripe/connect-routes.ts';
import {
  type FakeStripe,
  startFakeStripe,
  stripeSdkOptions,
} from '../../support/fake-stripe/fake-stripe-server.ts';
import {
  answerJson,
  type Loopback,
  type LoopbackRequest,
  startLoopback,
} from '../../support/loopback-http.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { signedInBroker } from './verification-support.ts';

/** A loopback PayPal: tokens, the signed-in user's payer id, and payout batches deduplicated like PayPal's. */
function paypalFake() {
  const batches = new Map<string, { id: string; amount: string; receiver: string }>();
  const byRequestId = new Map<string, string>();
  const requests: LoopbackRequest[] = [];
  const handle = (request: LoopbackRequest, response: ServerResponse) => {
    requests.push(request);
    if (request.path === '/v1/oauth2/token') {
      const form = new URLSearchParams(request.text);
      const basic = Buffer.from('paypal-client:paypal-secret').toString('base64');
      if (request.headers.authorization !== `Basic ${basic}`)
        return answerJson(response, 401, { error: 'invalid_client' });
      if (form.get('grant_type') === 'authorization_code' && form.get('code') !== 'good-code')
        return answerJson(response, 400, { error: 'invalid_grant' });
      return answerJson(response, 200, {
        access_token: `${form.get('grant_type')}-token`,
        token_type: 'Bearer',
      });
    }
    if (request.path.startsWith('/v1/identity/oauth2/userinfo'))
      return answerJson(response, 200, { payer_id: 'PAYER123', user_id: 'https://paypal/PAYER123' });
    if (request.path === '/v1/payments/payouts' && request.method === 'POST') {
      const requestId = String(request.headers['paypal-request-id'] ?? '');
      const earlier = byRequestId.get(requestId);
      if (earlier)
        return answerJson(response, 201, {
          batch_header: { payout_batch_id: earlier, batch_status: 'PENDING' },
        });
      const body = JSON.parse(request.text);
      const senderBatchId = body.sender_batch_header.sender_batch_id as string;
      const duplicate = batches.get(senderBatchId);
      if (duplicate)
        return answerJson(response, 400, {
          name: 'USER_BUSINESS_ERROR',
          message: 'Batch with given sender_batch_id already exists',
          links: [
            { href: `https://api-m.sandbox.paypal.com/v1/payments/payouts/${duplicate.id}`, rel: 'self' },
          ],
        });
      const id = `BATCH${batches.size + 1}`;
      batches.set(senderBatchId, {
        id,
        amount: body.items[0].amount.value,
        receiver: body.items[0].receiver,
      });
      byRequestId.set(requestId, id);
      return answerJson(response, 201, { batch_header: { payout_batch_id: id, batch_status: 'PENDING' } });
    }
    answerJson(response, 404, { name: 'NOT_FOUND' });
  };
  return { batches, requests, handle };
}

let t: TestApp;
let broker: { cookie: string; accountId: number };
let paypal: ReturnType<typeof paypalFake>;
let paypalServer: Loopback;

beforeAll(async () => {
  paypal = paypalFake();
  paypalServer = await startLoopback(paypal.handle);
  t = await createTestApp({
    now: '2026-11-28T12:00:00Z',
    env: {
      PAYPAL_CLIENT_ID: 'paypal-client',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      PAYPAL_MERCHANT_ID: 'MERCHANT42',
      PAYPAL_API_URL: paypalServer.url,
    },
  });
  broker = await signedInBroker(t);
});
afterAll(async () => {
  await t.close();
  await paypalServer.stop();
});

const ROUTING = '110000000';
const ACCOUNT = '000987654321';
const TIN = '987-65-4321';
const valid = { type: 'checking', routingNumber: ROUTING, accountNumber: ACCOUNT };

const call = (path: string, method = 'GET', json?: unknown, cookie = broker.cookie) =>
  t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
const rails = () => t.composed.modules.brokerage.payoutRails;
const refusal = (type: 'ach' | 'paypal' = 'ach') =>
  withContext(t.orm, () => rails().refusal(broker.accountId, type));
const bankRows = () => t.sql<{ n: number }>('select count(*)::int as n from brokerage.bank_account');

/** The amounts the simulator "deposited", from its mail (the stand-in for the bank statement). */
async function depositsSent(): Promise<[number, number]> {
  const [mail] = await t.sql<{ text_body: string }>(
    "select text_body from platform.mail_outbox where category = 'bank-micro-deposits' order by id desc limit 1",
  );
  const amounts = [...(mail?.text_body ?? '').matchAll(/\$0\.(\d\d)/g)].map((m) => Number(m[1]));
  expect(amounts).toHaveLength(2);
  return amounts as [number, number];
}

describe('Manage ACH (spec 3, docs/adr/0063)', () => {
  it('without taxpayer information: none on file, no bank account may be added, ACH is refused first for it', async () => {
    expect(await (await call('/api/brokerage/taxpayer')).json()).toEqual({ payee: null, tinLast4: null });
    const response = await call('/api/bankAccount', 'POST', valid);
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(T.missing);
    expect((await bankRows())[0]!.n).toBe(0);
    expect(await refusal()).toBe(T.missing);
  });

  it.each([
    [{ payee: '', tin: '123456789' }, 'payee', T.required],
    [{ payee: 'a'.repeat(81), tin: '123456789' }, 'payee', T.payeeTooLong],
    [{ payee: 'Acme', tin: '' }, 'tin', T.required],
    [{ payee: 'Acme', tin: '12345678' }, 'tin', T.tin],
    [{ payee: 'Acme', tin: '123456789', confirmTin: '123456780' }, 'confirmTin', T.tinMismatch],
  ])(
    'taxpayer %j is refused with the spec message next to %s, and nothing is stored',
    async (body, field, message) => {
      const response = await call('/api/brokerage/taxpayer', 'PATCH', body);
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.errors[field]).toBe(message);
      expect(answer.message).toBe(message);
      expect(await t.sql('select 1 from brokerage.taxpayer')).toHaveLength(0);
    },
  );

  it('taxpayer information is saved with the TIN sealed; only the last four come back', async () => {
    const response = await call('/api/brokerage/taxpayer', 'PATCH', {
      payee: ' Broker Numbers LLC ',
      tin: TIN,
      confirmTin: '987654321',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ payee: 'Broker Numbers LLC', tinLast4: '4321' });
    expect(await (await call('/api/brokerage/taxpayer')).json()).toEqual({
      payee: 'Broker Numbers LLC',
      tinLast4: '4321',
    });
    expect(await refusal()).toBe(PAYOUT_REFUSALS.noBankAccount);
  });

  it.each([
    [{ type: '' }, 'type', B.required],
    [{ type: 'brokerage' }, 'type', B.type],
    [{ routingNumber: '' }, 'routingNumber', B.required],
    [{ routingNumber: '11000000' }, 'routingNumber', B.routingNumber],
    [{ routingNumber: '110000001' }, 'routingNumber', B.routingNumber],
    [{ accountNumber: ' ' }, 'accountNumber', B.required],
    [{ accountNumber: '1234' }, 'accountNumber', B.accountNumber],
    [{ accountNumber: '1'.repeat(18) }, 'accountNumber', B.accountNumber],
    [{ confirmRoutingNumber: '011000015' }, 'confirmRoutingNumber', B.routingMismatch],
    [{ confirmAccountNumber: '000987654320' }, 'confirmAccountNumber', B.accountMismatch],
    [{ confirmAccountNumber: '' }, 'confirmAccountNumber', B.required],
  ])(
    'bank account %j is refused with the spec message next to %s, and nothing is stored',
    async (change, field, message) => {
      const response = await call('/api/bankAccount', 'POST', { ...valid, ...change });
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.errors[field]).toBe(message);
      expect((await bankRows())[0]!.n).toBe(0);
    },
  );

  let bankAccountId: number;

  it('a bank account is stored sealed and answered as type and last four only, pending verification', async () => {
    const response = await call('/api/bankAccount', 'POST', {
      type: ' savings ',
      routingNumber: ` ${ROUTING}`,
      accountNumber: ACCOUNT,
      confirmRoutingNumber: ROUTING,
      confirmAccountNumber: ACCOUNT,
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    bankAccountId = created.bankAccountId;
    expect(created).toEqual({
      bankAccountId,
      type: 'savings',
      last4: '4321',
      verifiedDate: null,
      verificationLocked: false,
      createDate: '2026-11-28T12:00:00.000Z',
    });
    const found = await (await call('/api/bankAccount')).json();
    expect(found).toEqual({ data: [created] });
    for (const text of [JSON.stringify(found), JSON.stringify(created)]) {
      expect(text).not.toContain(ROUTING);
      expect(text).not.toContain(ACCOUNT);
    }
    expect((await call('/api/bankAccount', 'POST', valid)).status).toBe(409);
  });

  it('a dump of every column of both tables shows no plaintext routing, account or tax number', async () => {
    const rows = await t.sql<{ row: string }>(
      `select row_to_json(b)::text as row from brokerage.bank_account b
       union all select row_to_json(x)::text from brokerage.taxpayer x`,
    );
    expect(rows).toHaveLength(2);
    const dump = rows.map((r) => r.row).join('\n');
    for (const secret of [ROUTING, ACCOUNT, '987654321', TIN, ACCOUNT.slice(0, 8)]) {
      expect(dump).not.toContain(secret);
      expect(dump).not.toContain(Buffer.from(secret).toString('base64'));
    }
    const [bank] = await t.sql<Record<string, string>>(
      'select routing_number_sealed, account_number_sealed, deposits_sealed from brokerage.bank_account',
    );
    for (const sealed of Object.values(bank!)) expect(sealed).toMatch(/^v1\./);
    const [tax] = await t.sql<{ tin_sealed: string; tin_last4: string }>(
      'select tin_sealed, tin_last4 from brokerage.taxpayer',
    );
    expect(tax).toMatchObject({ tin_sealed: expect.stringMatching(/^v1\./), tin_last4: '4321' });
  });

  it('until the deposits are confirmed, ACH payouts are refused with the spec hint', async () => {
    expect(await refusal()).toBe(PAYOUT_REFUSALS.unverified);
    await expect(
      withContext(t.orm, () =>
        rails().send({ payoutId: 1, brokerAccountId: broker.accountId, type: 'ach', amountCents: 1_000 }),
      ),
    ).rejects.toThrow(PAYOUT_REFUSALS.unverified);
  });

  it('five wrong deposit guesses lock the verification; the right amounts then fail too', async () => {
    const [a, b] = await depositsSent();
    const wrong = [a === 99 ? 98 : a + 1, b];
    const verify = (amounts: number[]) =>
      call(`/api/bankAccount/${bankAccountId}/verify`, 'POST', { amounts });
    expect((await verify([0, 100])).status).toBe(400);
    for (let i = 0; i < 4; i++) {
      const response = await verify(wrong);
      expect(response.status).toBe(422);
      expect((await response.json()).message).toBe(B.depositsWrong);
    }
    const fifth = await verify(wrong);
    expect((await fifth.json()).message).toBe(B.depositsLocked);
    const right = await verify([b, a]);
    expect(right.status).toBe(422);
    expect((await right.json()).message).toBe(B.depositsLocked);
    expect((await (await call('/api/bankAccount')).json()).data[0]).toMatchObject({
      verifiedDate: null,
      verificationLocked: true,
    });
  });

  it('new numbers start over: fresh deposits, confirmed in either order, and ACH payouts may go', async () => {
    t.clock.advance(60_000);
    const replaced = await call(`/api/bankAccount/${bankAccountId}`, 'PATCH', {
      ...valid,
      accountNumber: '55555666677',
    });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({
      last4: '6677',
      verifiedDate: null,
      verificationLocked: false,
    });
    const [a, b] = await depositsSent();
    const response = await call(`/api/bankAccount/${bankAccountId}/verify`, 'POST', { amounts: [b, a] });
    expect(response.status).toBe(200);
    expect((await response.json()).verifiedDate).toBe('2026-11-28T12:01:00.000Z');
    expect(await refusal()).toBeNull();
    const sent = await withContext(t.orm, () =>
      rails().send({ payoutId: 41, brokerAccountId: broker.accountId, type: 'ach', amountCents: 2_500 }),
    );
    expect(sent).toEqual({ reference: 'sim_payout_41' });
  });

  it("another broker's bank account answers 404; non-brokers are refused (403) on every route", async () => {
    await t.sql('update brokerage.bank_account set broker_account_id = broker_account_id + 1000');
    expect((await call(`/api/bankAccount/${bankAccountId}`, 'PATCH', valid)).status).toBe(404);
    expect((await call(`/api/bankAccount/${bankAccountId}`, 'DELETE')).status).toBe(404);
    expect((await call(`/api/bankAccount/${bankAccountId}/verify`, 'POST', { amounts: [1, 2] })).status).toBe(
      404,
    );
    expect((await (await call('/api/bankAccount')).json()).data).toEqual([]);
    await t.sql('update brokerage.bank_account set broker_account_id = broker_account_id - 1000');
    const user = await logIn(t, 'user@numberyard.test');
    for (const [path, method, body] of [
      ['/api/bankAccount', 'GET'],
      ['/api/bankAccount', 'POST', valid],
      [`/api/bankAccount/${bankAccountId}`, 'PATCH', valid],
      [`/api/bankAccount/${bankAccountId}`, 'DELETE'],
      [`/api/bankAccount/${bankAccountId}/verify`, 'POST', { amounts: [1, 2] }],
      ['/api/brokerage/taxpayer', 'GET'],
      ['/api/brokerage/taxpayer', 'PATCH', { payee: 'X', tin: '123456789' }],
      ['/api/brokerage/paypalConfig', 'GET'],
    ] as const)
      expect((await call(path, method, body, user)).status, `${method} ${path}`).toBe(403);
  });

  it('PayPal config answers what the sign-in needs, never the secret', async () => {
    const body = await (await call('/api/brokerage/paypalConfig')).json();
    expect(body).toEqual({
      enabled: true,
      env: 'sandbox',
      client_id: 'paypal-client',
      merchant_id: 'MERCHANT42',
      // PUBLIC_URL's Transactions screen: PayPal sends the broker back there with the sign-in code.
      redirect_uri: 'http://localhost:3000/account/broker/earnings/transactions',
    });
    expect(JSON.stringify(body)).not.toContain('paypal-secret');
    expect(rails().paypalEnabled()).toBe(true);
    expect(await refusal('paypal')).toBeNull();
    expect(paypalOf({ PAYPAL_ENV: 'sandbox' } as PayoutConfig)).toBeNull();
  });

  it('PayPal payouts pay the signed-in account once per payout id, even when retried', async () => {
    const send = () =>
      withContext(t.orm, () =>
        rails().send({
          payoutId: 77,
          brokerAccountId: broker.accountId,
          type: 'paypal',
          amountCents: 12_345,
          paypalCode: 'good-code',
        }),
      );
    const first = await send();
    expect(await send()).toEqual(first);
    expect(paypal.batches.size).toBe(1);
    expect(paypal.batches.get('payout-77')).toEqual({
      id: first.reference,
      amount: '123.45',
      receiver: 'PAYER123',
    });
    const payoutCalls = paypal.requests.filter((r) => r.path === '/v1/payments/payouts');
    expect(payoutCalls.map((r) => r.headers['paypal-request-id'])).toEqual(['payout-77', 'payout-77']);
    // A retry that reaches PayPal without the request id match still answers the first batch (sender_batch_id).
    const direct = new PaypalPayoutsApi({
      env: 'sandbox',
      clientId: 'paypal-client',
      clientSecret: 'paypal-secret',
      merchantId: null,
      apiUrl: paypalServer.url,
    });
    const byBatch = await direct.send({ payoutId: 77, amountCents: 12_345, paypalCode: 'good-code' });
    expect(byBatch.reference).toBe(first.reference);
    await expect(direct.send({ payoutId: 78, amountCents: 100, paypalCode: 'bad-code' })).rejects.toThrow(
      /PayPal refused/,
    );
    await expect(
      withContext(t.orm, () =>
        rails().send({ payoutId: 79, brokerAccountId: broker.accountId, type: 'paypal', amountCents: 100 }),
      ),
    ).rejects.toThrow(PAYOUT_REFUSALS.paypalSignIn);
  });

  it('deleting the bank account: gone from the list, and ACH is refused for want of one', async () => {
    expect((await call(`/api/bankAccount/${bankAccountId}`, 'DELETE')).status).toBe(204);
    expect(await (await call('/api/bankAccount')).json()).toEqual({ data: [] });
    expect((await call(`/api/bankAccount/${bankAccountId}`, 'DELETE')).status).toBe(404);
    expect(await refusal()).toBe(PAYOUT_REFUSALS.noBankAccount);
  });

  it('deposit guesses are rate-limited per broker across accounts (429), before any row is read', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await call('/api/bankAccount/999999/verify', 'POST', { amounts: [1, 2] })).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 429 && status !== 404)).toEqual([]);
  });
});

describe('StripeConnectPayoutGateway against the loopback fake', () => {
  let fake: FakeStripe;
  let ledger: ConnectLedger;
  let gateway: StripeConnectPayoutGateway;
  beforeAll(async () => {
    fake = await startFakeStripe();
    ledger = addConnectRoutes(fake);
    gateway = new StripeConnectPayoutGateway({ secretKey: 'sk_test_fake', ...stripeSdkOptions(fake) });
  });
  afterAll(() => fake.close());

  const details = {
    brokerAccountId: 9,
    bankAccountId: 4,
    recipientRef: null,
    payee: 'Broker Numbers LLC',
    type: 'checking' as const,
    routingNumber: ROUTING,
    accountNumber: ACCOUNT,
    version: 1,
  };

  it('registers a connected account with the bank account and pays the two deposits out to it', async () => {
    const { recipientRef } = await gateway.sendMicroDeposits({ ...details, amountsCents: [12, 34] });
    expect(recipientRef).toMatch(/^acct_/);
    expect(ledger.accounts.get(recipientRef)!.externalAccounts).toHaveLength(1);
    const account = fake.requests.find((r) => r.path === '/v1/accounts')!;
    expect(account.body).toMatchObject({
      type: 'custom',
      country: 'US',
      capabilities: { transfers: { requested: 'true' } },
      settings: { payouts: { schedule: { interval: 'manual' } } },
    });
    const external = fake.requests.find((r) => r.path.endsWith('/external_accounts'))!;
    expect(external.body).toMatchObject({
      external_account: { object: 'bank_account', routing_number: ROUTING, account_number: ACCOUNT },
      default_for_currency: 'true',
    });
    expect(ledger.transfers).toEqual([{ id: expect.any(String), amount: 46, destination: recipientRef }]);
    expect(ledger.payouts.map((p) => [p.amount, p.account])).toEqual([
      [12, recipientRef],
      [34, recipientRef],
    ]);
    // The same account and version again (a retry) moves nothing more.
    await gateway.sendMicroDeposits({ ...details, amountsCents: [12, 34] });
    expect(ledger.transfers).toHaveLength(1);
    expect(ledger.payouts).toHaveLength(2);
  });

  it('an ACH payout is one transfer keyed payout-{id}; a retry does not transfer twice', async () => {
    const recipientRef = [...ledger.accounts.keys()][0]!;
    const before = ledger.transfers.length;
    const first = await gateway.sendAch({ payoutId: 501, recipientRef, amountCents: 9_900 });
    const again = await gateway.sendAch({ payoutId: 501, recipientRef, amountCents: 9_900 });
    expect(again).toEqual(first);
    expect(ledger.transfers.slice(before)).toEqual([
      { id: first.reference, amount: 9_900, destination: recipientRef },
    ]);
    const transfers = fake.requests.filter((r) => r.path === '/v1/transfers').slice(-2);
    expect(transfers.map((r) => r.idempotencyKey)).toEqual(['payout-501', 'payout-501']);
    const bankPayouts = fake.requests.filter((r) => r.idempotencyKey === 'payout-501-bank');
    expect(bankPayouts.every((r) => r.stripeAccount === recipientRef)).toBe(true);
    expect(ledger.payouts.filter((p) => p.amount === 9_900)).toHaveLength(1);
  });

  it('a refusal by Stripe is a PayoutProviderFailed (503) with its message', async () => {
    await expect(
      gateway.sendMicroDeposits({ ...details, recipientRef: 'acct_missing', amountsCents: [1, 2] }),
    ).rejects.toMatchObject({ code: 'brokerage.payout_provider_failed', message: /No such account/ });
  });
});
