import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountIdOf } from '../../../src/modules/accounts/index.ts';
import { signWebhookPayload } from '../../../src/modules/billing/adapters/stripe/stripe-webhook-verifier.ts';
import { DEVELOPMENT_WEBHOOK_SECRET } from '../../../src/modules/billing/index.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { json, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let addresses = 0;
let admin: string;
let user: string;
let broker: string;
let adminAccountId: number;

/** Each test asks from its own address, so the per-address limits count only its own requests. */
const freshIp = () => `198.51.100.${++addresses}`;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await seedLogins(t);
  admin = await logIn(t, 'admin@numberyard.test');
  user = await logIn(t, 'user@numberyard.test');
  broker = await logIn(t, 'broker@numberyard.test');
  adminAccountId = (await withContext(t.orm, () =>
    demoAccountIdOf(t.orm.em.fork(), 'admin@numberyard.test'),
  ))!;
});
afterAll(() => t.close());

function post(
  path: string,
  body: unknown,
  options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  return t.request(path, {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': options.ip ?? freshIp(), ...options.headers },
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });
}

function patch(path: string, body: unknown, options: { cookie?: string } = {}) {
  return t.request(path, {
    method: 'PATCH',
    json: body,
    headers: { 'x-forwarded-for': freshIp() },
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });
}

/** A new basket and the cookie that makes it this browser's (guest) or the signed-in caller's. */
async function newBasket(cookie?: string): Promise<{ uuid: string; cookie: string }> {
  const response = await post('/api/baskets', {}, cookie ? { cookie } : {});
  expect(response.status).toBe(201);
  const { uuid } = await response.json();
  const basketCookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('ny_basket='))!
    .split(';')[0]!;
  return { uuid, cookie: cookie ? `${cookie}; ${basketCookie}` : basketCookie };
}

const intentBody = (reference: string, changes: Record<string, unknown> = {}) => ({
  amount: 2_500,
  recaptchaToken: 'token',
  metadata: { reference },
  ...changes,
});

const count = async (table: string) =>
  Number((await t.sql<{ n: string }>(`select count(*)::text as n from billing.${table}`))[0]!.n);

describe('POST /api/stripe-payment-intents', () => {
  it("lets a guest start a payment for their own basket and answers the intent's client secret", async () => {
    const basket = await newBasket();
    const { status, body } = await json(
      await post('/api/stripe-payment-intents', intentBody(`basket:${basket.uuid}`), basket),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'requires_payment_method', payment_method: null });
    expect(body.id).toMatch(/^pi_/);
    expect(body.client_secret).toMatch(new RegExp(`^${body.id}_secret_`));
  });

  it('confirms at once for an API client that sends a payment method, and the hold passes payments.authorize', async () => {
    const basket = await newBasket();
    const reference = `basket:${basket.uuid}`;
    const { status, body } = await json(
      await post(
        '/api/stripe-payment-intents',
        intentBody(reference, { payment_method: 'pm_card_visa' }),
        basket,
      ),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'requires_capture', payment_method: 'pm_card_visa' });
    const held = await t.composed.modules.billing.payments.authorize({
      reference,
      amountCents: 2_500,
      paymentId: body.id,
      idempotencyKey: `checkout:${basket.uuid}`,
      customer: { email: 'jo@example.com', name: 'Jo' },
      description: 'Order',
    });
    expect(held).toEqual({
      paymentIntentId: body.id,
      captured: false,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 },
    });
  });

  it('answers the same intent for a retried request with the same Idempotency-Key', async () => {
    const basket = await newBasket();
    const send = () =>
      post('/api/stripe-payment-intents', intentBody(`basket:${basket.uuid}`), {
        ...basket,
        headers: { 'idempotency-key': 'retry-1' },
      });
    const first = await (await send()).json();
    const again = await (await send()).json();
    expect(again.id).toBe(first.id);
  });

  it("refuses another account's basket, an unknown basket and another account's balance with 404, creating nothing", async () => {
    const members = await newBasket(admin);
    const before = [await count('payment'), await count('simulated_object')];
    for (const [reference, cookie] of [
      [`basket:${members.uuid}`, undefined],
      [`basket:${members.uuid}`, broker],
      ['basket:00000000-0000-4000-8000-000000000000', undefined],
      [`account:${adminAccountId}`, broker],
      [`account:${adminAccountId}`, undefined],
    ] as const) {
      const { status, body } = await json(
        await post('/api/stripe-payment-intents', intentBody(reference), cookie ? { cookie } : {}),
      );
      expect(status, `${reference} ${cookie ? 'member' : 'guest'}`).toBe(404);
      expect(body.code).toBe('billing.reference_not_found');
    }
    expect([await count('payment'), await count('simulated_object')]).toEqual(before);
    expect(
      (await post('/api/stripe-payment-intents', intentBody(`account:${adminAccountId}`), { cookie: admin }))
        .status,
    ).toBe(201);
  });

  it("answers 400 with the spec's texts for a bad amount or reference, and changes nothing", async () => {
    const basket = await newBasket();
    const before = [await count('payment'), await count('simulated_object')];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 'abc' }, 'amount', 'abc is not a number'],
      [{ amount: -5 }, 'amount', 'Payment amounts under $0.00 are not supported.'],
      [{ amount: 12.5 }, 'amount', 'The amount is a whole number of cents.'],
      [
        { metadata: { reference: 'order:1' } },
        'metadata.reference',
        "The reference must be 'basket:<uuid>', 'confirm:<uuid>', 'account:<accountId>' or 'offer:<digits>'.",
      ],
      [{ payment_method: '4242424242424242' }, 'payment_method', 'Not a PaymentMethod id.'],
    ];
    for (const [changes, field, message] of cases) {
      const { status, body } = await json(
        await post('/api/stripe-payment-intents', intentBody(`basket:${basket.uuid}`, changes), basket),
      );
      expect(status, field).toBe(400);
      expect(body.errors[field], field).toBe(message);
    }
    expect([await count('payment'), await count('simulated_object')]).toEqual(before);
  });

  it("refuses declined cards and unknown brands with 422 and the card's message", async () => {
    const basket = await newBasket();
    for (const [paymentMethod, message] of [
      ['pm_card_chargeDeclined', 'Your card was declined.'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
      ['pm_card_diners', 'Encountered unknown credit card brand, unable to continue'],
    ]) {
      const { status, body } = await json(
        await post(
          '/api/stripe-payment-intents',
          intentBody(`basket:${basket.uuid}`, { payment_method: paymentMethod }),
          basket,
        ),
      );
      expect(status, paymentMethod).toBe(422);
      expect(body.message, paymentMethod).toBe(message);
    }
  });

  it('refuses a failed bot check, and more than 30 intents an hour from one address', async () => {
    const basket = await newBasket();
    const reference = `basket:${basket.uuid}`;
    expect(
      (await post('/api/stripe-payment-intents', intentBody(reference, { recaptchaToken: 'fail' }), basket))
        .status,
    ).toBe(400);
    const ip = freshIp();
    for (let i = 0; i < 30; i++)
      expect(
        (await post('/api/stripe-payment-intents', intentBody(reference), { ...basket, ip })).status,
      ).toBe(201);
    const limited = await post('/api/stripe-payment-intents', intentBody(reference), { ...basket, ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('PATCH /api/stripe-payment-intents/{id}', () => {
  it("changes the amount of the caller's own unconfirmed intent only", async () => {
    const basket = await newBasket(admin);
    const { id } = await (
      await post('/api/stripe-payment-intents', intentBody(`basket:${basket.uuid}`), basket)
    ).json();
    expect(
      await json(
        await patch(`/api/stripe-payment-intents/${id}`, { recaptchaToken: 't', amount: 3_100 }, basket),
      ),
    ).toEqual({
      status: 200,
      body: { success: true },
    });
    const [row] = await t.sql('select amount_cents from billing.payment where payment_intent_id = $1', [id]);
    expect(row).toEqual({ amount_cents: 3100 });
    expect(
      (await patch(`/api/stripe-payment-intents/${id}`, { amount: 3_200 }, { cookie: broker })).status,
    ).toBe(404);
    expect((await patch(`/api/stripe-payment-intents/${id}`, { amount: 3_200 })).status).toBe(404);
    expect(
      (await patch('/api/stripe-payment-intents/pi_sim_unknown', { amount: 3_200 }, basket)).status,
    ).toBe(404);
    expect(
      await t.sql('select amount_cents from billing.payment where payment_intent_id = $1', [id]),
    ).toEqual([{ amount_cents: 3100 }]);
  });

  it('keeps the amount of a confirmed hold (422)', async () => {
    const basket = await newBasket();
    const { id } = await (
      await post(
        '/api/stripe-payment-intents',
        intentBody(`basket:${basket.uuid}`, { payment_method: 'pm_card_visa' }),
        basket,
      )
    ).json();
    expect((await patch(`/api/stripe-payment-intents/${id}`, { amount: 3_100 }, basket)).status).toBe(422);
  });
});

describe('the simulator card form routes', () => {
  it("accepts only Stripe's test numbers and keeps brand and last four, never the number", async () => {
    const refused = await json(
      await post('/api/payment-simulator/payment-methods', {
        number: '4111 1111 1111 1112',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      }),
    );
    expect(refused).toMatchObject({ status: 400, body: { message: 'Your card number is incorrect.' } });
    const { status, body } = await json(
      await post('/api/payment-simulator/payment-methods', {
        number: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      }),
    );
    expect(status).toBe(201);
    const [stored] = await t.sql<{ data: string }>(
      'select data::text as data from billing.simulated_object where id = $1',
      [body.id],
    );
    expect(stored!.data).toContain('"last4": "4242"');
    expect(stored!.data).not.toContain('4242424242424242');
    expect(stored!.data).not.toContain('123');
  });

  it('refuses an expired card', async () => {
    const { status, body } = await json(
      await post('/api/payment-simulator/payment-methods', {
        number: '4242424242424242',
        expMonth: 10,
        expYear: 2026,
        cvc: '123',
      }),
    );
    expect(status).toBe(400);
    expect(body.errors.expYear).toBe("Your card's expiration date is in the past.");
  });

  it("confirms a guest's intent with a typed test card: a hold, or the decline's message", async () => {
    const basket = await newBasket();
    const cardFor = async (number: string) =>
      (
        await (
          await post('/api/payment-simulator/payment-methods', {
            number,
            expMonth: 1,
            expYear: 2031,
            cvc: '1234',
          })
        ).json()
      ).id;
    const intent = await (
      await post('/api/stripe-payment-intents', intentBody(`basket:${basket.uuid}`), basket)
    ).json();
    const confirm = (paymentMethodId: string, clientSecret = intent.client_secret) =>
      post(`/api/payment-simulator/payment-intents/${intent.id}/confirm`, { clientSecret, paymentMethodId });

    expect((await confirm(await cardFor('4242424242424242'), 'pi_wrong_secret')).status).toBe(404);
    const declined = await json(await confirm(await cardFor('4000 0000 0000 0002')));
    expect(declined).toMatchObject({ status: 422, body: { message: 'Your card was declined.' } });
    const poor = await json(await confirm(await cardFor('4000000000009995')));
    expect(poor).toMatchObject({ status: 422, body: { message: 'Your card has insufficient funds.' } });
    const diners = await json(await confirm(await cardFor('3056930009020004')));
    expect(diners).toMatchObject({
      status: 422,
      body: { message: 'Encountered unknown credit card brand, unable to continue' },
    });
    const held = await json(await confirm(await cardFor('5555 5555 5555 4444')));
    expect(held).toEqual({ status: 200, body: { id: intent.id, status: 'requires_capture' } });
    const [row] = await t.sql(
      "select status, card->>'brand' as brand from billing.payment where payment_intent_id = $1",
      [intent.id],
    );
    expect(row).toEqual({ status: 'requires_capture', brand: 'mastercard' });
  });
});

describe('setup intents: the card on file', () => {
  async function confirmedSetup(cookie: string, number = '6011111111111117') {
    const setup = await json(
      await post(
        '/api/stripe-setup-intents',
        { recaptchaToken: 't', isOneTime: false, setupWith3DS: true, metadata: {} },
        { cookie },
      ),
    );
    expect(setup.status).toBe(201);
    const pm = (
      await (
        await post('/api/payment-simulator/payment-methods', {
          number,
          expMonth: 4,
          expYear: 2030,
          cvc: '123',
        })
      ).json()
    ).id;
    const confirmed = await post(`/api/payment-simulator/setup-intents/${setup.body.id}/confirm`, {
      clientSecret: setup.body.client_secret,
      paymentMethodId: pm,
    });
    expect(confirmed.status).toBe(200);
    return setup.body.id as string;
  }

  it("saves an admin's confirmed card as the account's payment method (brand, last four, expiry)", async () => {
    const id = await confirmedSetup(admin);
    expect(
      await json(
        await patch(`/api/stripe-setup-intents/${id}`, { metadata: {}, isOneTime: false }, { cookie: admin }),
      ),
    ).toEqual({
      status: 200,
      body: { id },
    });
    const profile = await (await t.request('/api/profile', { cookie: admin })).json();
    expect(profile.paymentMethod).toMatchObject({
      cardBrand: 'discover',
      cardLast4: '1117',
      cardExpMonth: 4,
      cardExpYear: 2030,
      cardNumber: '•••• 1117',
    });
    const [row] = await t.sql<{ row: string }>(
      'select row_to_json(c)::text as row from billing.saved_card c where account_id = $1',
      [adminAccountId],
    );
    expect(row!.row).not.toContain('6011111111111117');
  });

  it('needs a signed-in caller, and an account admin to keep a card', async () => {
    expect((await post('/api/stripe-setup-intents', { isOneTime: true })).status).toBe(401);
    const { status, body } = await json(
      await post('/api/stripe-setup-intents', { isOneTime: false }, { cookie: user }),
    );
    expect(status).toBe(403);
    expect(body.message).toBe('You do not have access to manage payments on this account');
    expect((await post('/api/stripe-setup-intents', { isOneTime: true }, { cookie: user })).status).toBe(201);
  });

  it("answers 404 for another account's SetupIntent and 422 for one not confirmed", async () => {
    const id = await confirmedSetup(admin);
    expect(
      (await patch(`/api/stripe-setup-intents/${id}`, { isOneTime: true }, { cookie: broker })).status,
    ).toBe(404);
    const unconfirmed = await (
      await post('/api/stripe-setup-intents', { isOneTime: false }, { cookie: admin })
    ).json();
    expect((await patch(`/api/stripe-setup-intents/${unconfirmed.id}`, {}, { cookie: admin })).status).toBe(
      422,
    );
  });
});

describe('POST /api/stripe/webhook', () => {
  async function heldPayment() {
    const basket = await newBasket();
    return (
      await (
        await post(
          '/api/stripe-payment-intents',
          intentBody(`basket:${basket.uuid}`, { payment_method: 'pm_card_visa' }),
          basket,
        )
      ).json()
    ).id as string;
  }

  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  function deliver(
    event: object,
    options: { secret?: string; timestamp?: number; signature?: string | null } = {},
  ) {
    const payload = JSON.stringify(event);
    const signature =
      options.signature === undefined
        ? signWebhookPayload(
            payload,
            options.secret ?? DEVELOPMENT_WEBHOOK_SECRET,
            options.timestamp ?? nowSeconds(),
          )
        : options.signature;
    return t.request('/api/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
    });
  }

  const event = (id: string, type: string, object: object) => ({
    id,
    object: 'event',
    type,
    data: { object },
  });

  it('processes a signed payment_intent.succeeded once, however often it is delivered', async () => {
    const pi = await heldPayment();
    const succeeded = event('evt_once_1', 'payment_intent.succeeded', {
      id: pi,
      object: 'payment_intent',
      status: 'succeeded',
      amount: 2500,
    });
    expect(await json(await deliver(succeeded))).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect(await json(await deliver(succeeded))).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect(await t.sql('select status from billing.payment where payment_intent_id = $1', [pi])).toEqual([
      { status: 'succeeded' },
    ]);
    expect(
      await t.sql(
        "select count(*)::int as n from billing.processed_webhook_event where event_id = 'evt_once_1'",
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('records a failed payment and a refund', async () => {
    const pi = await heldPayment();
    await deliver(
      event('evt_fail_1', 'payment_intent.payment_failed', {
        id: pi,
        object: 'payment_intent',
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'x' },
      }),
    );
    expect(
      await t.sql('select status, failure_message from billing.payment where payment_intent_id = $1', [pi]),
    ).toEqual([{ status: 'requires_payment_method', failure_message: 'Your card has insufficient funds.' }]);
    await deliver(
      event('evt_refund_1', 'charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        payment_intent: pi,
        amount_refunded: 900,
      }),
    );
    expect(
      await t.sql('select refunded_cents from billing.payment where payment_intent_id = $1', [pi]),
    ).toEqual([{ refunded_cents: 900 }]);
  });

  it('refuses a forged, a missing and a too-old signature with 400, changing nothing', async () => {
    const pi = await heldPayment();
    const succeeded = (id: string) =>
      event(id, 'payment_intent.succeeded', { id: pi, object: 'payment_intent', status: 'succeeded' });
    const forged = await json(await deliver(succeeded('evt_forged'), { secret: 'whsec_someone_else' }));
    expect(forged).toMatchObject({ status: 400, body: { code: 'billing.invalid_signature' } });
    expect((await deliver(succeeded('evt_unsigned'), { signature: null })).status).toBe(400);
    expect((await deliver(succeeded('evt_old'), { timestamp: nowSeconds() - 301 })).status).toBe(400);
    const tampered = JSON.stringify(succeeded('evt_tampered'));
    const signature = signWebhookPayload(
      JSON.stringify(succeeded('evt_original')),
      DEVELOPMENT_WEBHOOK_SECRET,
      nowSeconds(),
    );
    expect(
      (
        await t.request('/api/stripe/webhook', {
          method: 'POST',
          body: tampered,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        })
      ).status,
    ).toBe(400);
    expect(await t.sql('select status from billing.payment where payment_intent_id = $1', [pi])).toEqual([
      { status: 'requires_capture' },
    ]);
    expect(
      await t.sql(
        "select count(*)::int as n from billing.processed_webhook_event where event_id like 'evt_forged%' or event_id in ('evt_unsigned', 'evt_old', 'evt_tampered')",
      ),
    ).toEqual([{ n: 0 }]);
  });
});

describe('GET /api/client-config', () => {
  it('tells the page the payment simulator is active when no publishable key is configured', async () => {
    expect(await (await t.request('/api/client-config')).json()).toMatchObject({
      stripePublishableKey: null,
      paymentSimulator: true,
    });
  });
});
