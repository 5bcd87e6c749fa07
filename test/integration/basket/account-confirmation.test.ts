import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsConfirmationLoginTokens,
  billingConfirmationPayments,
  createAccountConfirmation,
} from '../../../src/modules/basket/index.ts';
import { RecordingConfirmationListener } from '../../../src/modules/basket/testing/in-memory-account-confirmation.ts';
import { makeSqlExecutor } from '../../../src/platform/db/sql-executor.ts';
import { createHttpApp } from '../../../src/platform/http/app.ts';
import { clientIpResolver } from '../../../src/platform/http/client-ip.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import { PostgresRateLimiter } from '../../../src/platform/rate-limit/postgres-rate-limiter.ts';
import { OutboxSmsSender } from '../../../src/platform/sms/outbox-sms-sender.ts';
import { PostgresSmsOutbox } from '../../../src/platform/sms/sms-outbox.ts';
import { codeIn, lastSmsTo, seedLogins } from '../../support/accounts.ts';
import { cookieFrom, createTestApp, TEST_ORIGIN, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let app: ReturnType<typeof createHttpApp>['app'];
let confirmation: ReturnType<typeof createAccountConfirmation>;
let holder: { accountId: number; userId: number };
const listener = new RecordingConfirmationListener();
let addresses = 0;
let phones = 0;

/** Each test asks from its own address and texts its own number, so limits count only its own requests. */
const freshIp = () => `198.51.100.${++addresses}`;
const freshPhone = () => `+1201234${String(5600 + ++phones)}`;

beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
  const [row] = await t.sql<{ user_id: number; account_id: number }>(
    `select m.user_id, m.account_id from accounts.membership m join accounts."user" u on u.id = m.user_id
     where u.email = 'admin@numberyard.test'`,
  );
  holder = { userId: row!.user_id, accountId: row!.account_id };
  const { accounts, catalog } = t.composed.modules;
  // The module as compose builds it (billing's simulator behind it), with checkout's listener recorded.
  confirmation = createAccountConfirmation({
    orm: t.orm,
    clock: t.clock,
    tx: t.composed.ports.tx,
    rateLimiter: new PostgresRateLimiter(t.orm),
    clientIp: clientIpResolver({ trustProxy: true }),
    sms: new OutboxSmsSender({
      outbox: new PostgresSmsOutbox(makeSqlExecutor(t.orm)),
      jobs: t.composed.ports.jobs,
      clock: t.clock,
      from: null,
    }),
    codeKey: 'test',
    loginTokens: accountsConfirmationLoginTokens(accounts),
    payments: billingConfirmationPayments(t.composed.modules.billing),
    listener,
  });
  ({ app } = createHttpApp({
    config: t.config,
    logger: createLogger('silent'),
    orm: t.orm,
    authenticator: accounts.authenticator,
    brands: catalog.brands,
    mounts: [accounts.mount, confirmation.mount],
  }));
});
afterAll(() => t.close());

function call(path: string, init: { method?: string; json?: unknown; ip?: string; cookie?: string } = {}) {
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': init.ip ?? freshIp() });
  if (init.method) headers.set('origin', TEST_ORIGIN);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.cookie) headers.set('cookie', init.cookie);
  return app.request(`http://localhost:3000${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
}

const patch = (uuid: string, json: unknown, ip?: string) =>
  call(`/api/confirm-account/${uuid}`, { method: 'PATCH', json, ...(ip ? { ip } : {}) });

let accounts = 0;
/** An account id of its own (confirmations refer to accounts by id only): one account keeps one open confirmation. */
const freshHolder = () => ({ accountId: 100_000 + ++accounts, userId: holder.userId });

/** Opens a confirmation as checkout does: through the facade, in a transaction. */
const requestConfirmation = (account = freshHolder()) =>
  t.composed.ports.runInContext(() =>
    t.composed.ports.tx(() => confirmation.requestAccountConfirmation(account)),
  );

async function withCode(account = freshHolder(), phone = freshPhone()) {
  const uuid = await requestConfirmation(account);
  expect((await patch(uuid, { phone })).status).toBe(200);
  return { uuid, phone, account, code: codeIn(await lastSmsTo(t, phone)) };
}

/** What the account owes: a charge on its ledger, as checkout writes one. */
const charge = (accountId: number, amountCents: number) =>
  t.composed.ports.runInContext(() =>
    t.composed.ports.tx(() =>
      t.composed.modules.billing.ledger.record({
        accountId,
        entries: [
          { kind: 'charge', amountCents, description: 'Numbers held for review', reference: 'test:1' },
        ],
      }),
    ),
  );
const balanceOf = (accountId: number) =>
  t.composed.ports.runInContext(() => t.composed.modules.billing.ledger.balanceCents(accountId));

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('/api/confirm-account: the whole flow', () => {
  it('texts a code, confirms it for a login token that opens a session, then pays and activates once', async () => {
    const uuid = await requestConfirmation(holder);
    expect(await requestConfirmation(holder)).toBe(uuid);
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await charge(holder.accountId, 2_499);

    const state = await call(`/api/confirm-account/${uuid}`);
    expect(state.status).toBe(200);
    expect(await state.json()).toEqual({ isCodeSet: false, isActivated: false });

    const sent = await patch(uuid, { phone: '(201) 234-5678' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ isCodeSet: true, codeExpiresAt: '2026-11-22T12:10:00.000Z' });
    const [sms] = await t.sql<{ body: string; category: string; contains_secret: boolean }>(
      `select body, category, contains_secret from platform.sms_outbox where to_tn = '+12012345678' order by id desc limit 1`,
    );
    expect(sms).toMatchObject({ category: 'confirm-code', contains_secret: true });
    const code = codeIn(sms!.body);
    const [stored] = await t.sql<{ code_hash: string; phone: string }>(
      'select code_hash, phone from basket.account_confirmation where uuid = $1',
      [uuid],
    );
    expect(stored).toMatchObject({ phone: '+12012345678' });
    expect(stored!.code_hash).not.toContain(code);
    expect(await (await call(`/api/confirm-account/${uuid}`)).json()).toEqual({
      isCodeSet: true,
      isActivated: false,
    });

    const wrong = await patch(uuid, { code: otherCode(code) });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({
      code: 'confirmation.wrong_code',
      message: 'That code is not correct. You have 4 tries left.',
    });

    const confirmed = await patch(uuid, { code });
    expect(confirmed.status).toBe(200);
    const { amountDue, loginToken } = await confirmed.json();
    expect(amountDue).toBe(2_499);

    const paid = await patch(uuid, { paymentIntentId: 'pm_card_visa' });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ isActivated: true });
    expect(await balanceOf(holder.accountId)).toBe(0);
    expect(listener.confirmed).toEqual([{ accountId: holder.accountId, confirmationUuid: uuid }]);

    const again = await patch(uuid, { paymentIntentId: 'pm_card_mastercard' });
    expect(await again.json()).toEqual({ isActivated: true });
    expect(listener.confirmed).toHaveLength(1);
    const ledger = await t.sql<{ kind: string; amount_cents: number }>(
      'select kind, amount_cents from billing.ledger_entry where reference = $1',
      [`confirm:${uuid}`],
    );
    expect(ledger).toEqual([{ kind: 'payment', amount_cents: 2_499 }]);
    const billed = await t.sql('select 1 from billing.payment where reference = $1', [`confirm:${uuid}`]);
    expect(billed).toHaveLength(1);

    const session = await call(`/api/session/${loginToken}`);
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ result: 'success', accountId: holder.accountId });
    const profile = await call('/api/profile', { cookie: cookieFrom(session, 'ny_session') });
    expect((await profile.json()).isLoggedIn).toBe(true);
  });

  it('activates with {activate: true} when nothing is due, and refuses it when something is', async () => {
    const { uuid, code } = await withCode();
    expect(await (await patch(uuid, { code })).json()).toMatchObject({ amountDue: 0 });
    expect(await (await patch(uuid, { activate: true })).json()).toEqual({ isActivated: true });

    const owing = await withCode();
    await charge(owing.account.accountId, 500);
    expect(await (await patch(owing.uuid, { code: owing.code })).json()).toMatchObject({ amountDue: 500 });
    const refused = await patch(owing.uuid, { activate: true });
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe('confirmation.payment_required');
  });

  it('stays unactivated, owing the same, when the card is declined; another card then pays', async () => {
    const { uuid, code, account } = await withCode();
    await charge(account.accountId, 1_000);
    await patch(uuid, { code });
    const declined = await patch(uuid, { paymentIntentId: 'pm_card_chargeDeclined' });
    expect(declined.status).toBe(422);
    expect((await declined.json()).message).toBe('Your card was declined.');
    expect(await (await call(`/api/confirm-account/${uuid}`)).json()).toMatchObject({ isActivated: false });
    expect(await balanceOf(account.accountId)).toBe(1_000);

    expect(await (await patch(uuid, { paymentIntentId: 'pm_card_visa' })).json()).toEqual({
      isActivated: true,
    });
    expect(await balanceOf(account.accountId)).toBe(0);
  });

  it('refuses to take a payment before the phone is confirmed', async () => {
    const { uuid } = await withCode();
    const response = await patch(uuid, { paymentIntentId: 'pi_too_early' });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe('Please confirm your phone number first.');
  });
});

describe('/api/confirm-account: bad input and unknown links', () => {
  it('answers 404 for an unknown uuid, to GET and PATCH alike', async () => {
    const unknown = '3b241101-e2bb-4255-8caf-4136c566a962';
    expect((await call(`/api/confirm-account/${unknown}`)).status).toBe(404);
    expect((await t.request(`/api/confirm-account/${unknown}`)).status).toBe(404); // as composed
    expect((await patch(unknown, { phone: '(201) 234-5678' })).status).toBe(404);
  });

  it('answers 400 with the field for a bad phone, a code that is not six digits, or two steps at once', async () => {
    const uuid = await requestConfirmation();
    const badPhone = await patch(uuid, { phone: '12345' });
    expect(badPhone.status).toBe(400);
    expect((await badPhone.json()).errors).toEqual({ phone: 'Please enter a valid mobile number.' });
    const badCode = await patch(uuid, { code: '12ab' });
    expect((await badCode.json()).errors).toEqual({ code: 'The code is six digits.' });
    const both = await patch(uuid, { phone: '(201) 234-5678', code: '123456' });
    expect(both.status).toBe(400);
  });

  it('says a code has expired after 10 minutes', async () => {
    const { uuid, code } = await withCode();
    t.clock.advance(10 * 60_000);
    const response = await patch(uuid, { code });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe('This code has expired. Please request a new code.');
  });
});

describe('/api/confirm-account: limits', () => {
  it('voids a code after 5 wrong tries (429), and a new code works', async () => {
    const { uuid, phone, code } = await withCode();
    for (let i = 0; i < 4; i++) expect((await patch(uuid, { code: otherCode(code) })).status).toBe(422);
    const locked = await patch(uuid, { code: otherCode(code) });
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toBe('Too many wrong codes. Please request a new code.');
    expect((await patch(uuid, { code })).status).toBe(429);

    expect((await patch(uuid, { phone })).status).toBe(200);
    expect((await patch(uuid, { code: codeIn(await lastSmsTo(t, phone)) })).status).toBe(200);
  });

  it('texts at most 5 codes an hour for one confirmation, from any address', async () => {
    const { uuid, phone } = await withCode();
    for (let i = 0; i < 4; i++) expect((await patch(uuid, { phone })).status).toBe(200);
    const limited = await patch(uuid, { phone });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('texts at most 10 codes an hour to one address, across confirmations', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await patch(await requestConfirmation(), { phone: freshPhone() }, ip)).status).toBe(200);
    }
    expect((await patch(await requestConfirmation(), { phone: freshPhone() }, ip)).status).toBe(429);
  });
});
