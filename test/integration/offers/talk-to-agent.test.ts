import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogListedNumbers,
  catalogSalesTeams,
  createOffersModule,
} from '../../../src/modules/offers/index.ts';
import { SimulatedBotCheck } from '../../../src/platform/bot-check/simulated-bot-check.ts';
import { makeTransactional } from '../../../src/platform/db/unit-of-work.ts';
import { createHttpApp } from '../../../src/platform/http/app.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import { InMemoryRateLimiter } from '../../../src/platform/rate-limit/testing/in-memory-rate-limiter.ts';
import { lastMailTo, logIn, seedLogins } from '../../support/accounts.ts';
import { listNumber } from '../../support/inventory.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let addresses = 0;

/** Each test asks from its own address, so the per-address limit counts only its own requests. */
const freshIp = () => `203.0.113.${++addresses}`;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await seedLogins(t);
  await listNumber(t, '+12012340100', { priceCents: 1_500_000 });
  await listNumber(t, '+12012340101', {
    priceCents: 0,
    licenseOneTimeCents: 25_000,
    licenseMonthlyCents: 12_500,
  });
  await listNumber(t, '+12012340102', { priceCents: 2_000_000, status: 'sold' });
});
afterAll(() => t.close());

const request = (changes: Record<string, unknown> = {}) => ({
  type: 'purchase',
  tn: '+12012340100',
  name: 'Jo Buyer',
  email: 'jo@example.com',
  phone: '(201) 234-5678',
  comments: 'Is there any room on the price?',
  brandingId: 1,
  negotiationId: null,
  recaptchaToken: 'token',
  ...changes,
});

function talkToAgent(json: unknown, options: { ip?: string; cookie?: string; query?: string } = {}) {
  return t.request(`/api/talk-to-agent${options.query ?? ''}`, {
    method: 'POST',
    json,
    headers: { 'x-forwarded-for': options.ip ?? freshIp() },
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });
}

/** The stored lead a 201 answer names: the given columns of its row. */
async function storedLead(response: Response, columns = '*') {
  expect(response.status).toBe(201);
  const { leadId } = await response.json();
  const [lead] = await t.sql(`select ${columns} from offers.agent_lead where id = $1`, [leadId]);
  return lead;
}

const leadCount = async () =>
  Number((await t.sql<{ n: number }>('select count(*)::int as n from offers.agent_lead'))[0]!.n);

describe('POST /api/talk-to-agent', () => {
  it("stores a guest's lead with the catalog's prices, not the ones sent, and mails brand 1's sales team", async () => {
    const response = await talkToAgent(request({ price: 100, monthly_price: 1, license_setup_fee: 1 }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      leadId: expect.any(Number),
      message: 'We are connecting you to an agent. This may take up to a minute.',
    });
    const [lead] = await t.sql('select * from offers.agent_lead where id = $1', [body.leadId]);
    expect(lead).toMatchObject({
      tn: '+12012340100',
      type: 'purchase',
      name: 'Jo Buyer',
      email: 'jo@example.com',
      phone: '+12012345678',
      comments: 'Is there any room on the price?',
      branding_id: 1,
      price_cents: 1_500_000,
      license_setup_fee_cents: null,
      license_monthly_cents: null,
      negotiation_id: null,
      account_id: null,
      user_id: null,
    });
    expect(new Date(String(lead?.created_at))).toEqual(t.clock.now());
    const mail = await lastMailTo(t, 'sales@numberyard.test');
    expect(mail?.subject).toBe('Request to purchase (201) 234-0100');
    expect(mail?.text_body).toContain('Listed price: $15,000.00');
    expect(mail?.text_body).toContain('Email: jo@example.com');
    expect(mail?.text_body).toContain('Is there any room on the price?');
    expect(mail?.text_body).toContain(`Lead: ${body.leadId},`);
  });

  it("sends brand 2's leads to brand 2's sales team, with the licence fees", async () => {
    const response = await talkToAgent(request({ type: 'license', tn: '+12012340101', brandingId: 1 }), {
      query: '?brandingId=2',
    });
    const lead = await storedLead(
      response,
      'branding_id, price_cents, license_setup_fee_cents, license_monthly_cents',
    );
    expect(lead).toEqual({
      branding_id: 2,
      price_cents: 0,
      license_setup_fee_cents: 25_000,
      license_monthly_cents: 12_500,
    });
    const mail = await lastMailTo(t, 'sales@business.numberyard.test');
    expect(mail?.subject).toBe('Request to license (201) 234-0101');
    expect(mail?.text_body).toContain('Licence monthly fee: $125.00');
  });

  it("records a signed-in caller's account and user", async () => {
    const cookie = await logIn(t, 'admin@numberyard.test');
    const profile = await (await t.request('/api/profile', { cookie })).json();
    const response = await talkToAgent(request({ negotiationId: 17, tag: 'prime' }), { cookie });
    const lead = await storedLead(response, 'account_id, user_id, negotiation_id, tag');
    expect(lead).toEqual({
      account_id: profile.accountId,
      user_id: profile.userInfo.userId,
      negotiation_id: 17,
      tag: 'prime',
    });
  });

  it.each([
    ['name', { name: '' }, 'Name is required.'],
    ['name', { name: undefined }, 'Name is required.'],
    ['email', { email: ' ' }, 'Email is required.'],
    ['email', { email: 'jo@example' }, 'Please enter a valid email.'],
    ['phone', { phone: '' }, 'Contact Phone is required.'],
    ['phone', { phone: '12345' }, 'Please enter a valid phone number.'],
    ['comments', { comments: '' }, 'Comments are required.'],
    ['comments', { comments: 'x'.repeat(2001) }, 'Comments must be at most 2000 characters.'],
  ])('answers 400 with %s: %j -> %s, storing and mailing nothing', async (field, changes, message) => {
    const leadsBefore = await leadCount();
    const mailsBefore = (await t.sql('select id from platform.mail_outbox')).length;
    const response = await talkToAgent(request(changes));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ [field]: message });
    expect(await leadCount()).toBe(leadsBefore);
    expect((await t.sql('select id from platform.mail_outbox')).length).toBe(mailsBefore);
  });

  it('answers 404 for an unknown number and for one no longer on offer', async () => {
    const leadsBefore = await leadCount();
    for (const tn of ['+12019876543', '+12012340102']) {
      const response = await talkToAgent(request({ tn }));
      expect(response.status, tn).toBe(404);
      expect(await response.json()).toMatchObject({
        code: 'offers.number_not_available',
        message: 'Sorry, this number is no longer available.',
      });
    }
    expect(await leadCount()).toBe(leadsBefore);
  });

  it('lets the visitor whose basket holds the number ask about it, and nobody else', async () => {
    await listNumber(t, '+12012340103', { priceCents: 900_000 });
    const basket = await t.request('/api/baskets', { method: 'POST', json: {} });
    const { uuid } = await basket.json();
    const added = await t.request('/api/baskets/items', {
      method: 'POST',
      json: { basketUuid: uuid, tn: '+12012340103', mode: 'buy' },
    });
    expect(added.status).toBe(201);

    const mine = await talkToAgent(request({ tn: '+12012340103' }), { cookie: `ny_basket=${uuid}` });
    expect(await storedLead(mine, 'tn, price_cents')).toEqual({ tn: '+12012340103', price_cents: 900_000 });
    const someoneElse = await talkToAgent(request({ tn: '+12012340103' }));
    expect(someoneElse.status).toBe(404);
  });

  it('answers 422 for a licence request on a number without a licence', async () => {
    const response = await talkToAgent(request({ type: 'license' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'offers.number_not_licensable',
      message: 'This number is not offered for licence. You can ask an agent about buying it instead.',
    });
  });

  it('answers 400 when the bot check fails, storing nothing', async () => {
    const leadsBefore = await leadCount();
    const response = await talkToAgent(request({ recaptchaToken: 'fail' }));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('bot_check.failed');
    expect(await leadCount()).toBe(leadsBefore);
  });

  it('takes 10 requests an hour from one address, then answers 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) statuses.push((await talkToAgent(request(), { ip })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect((await talkToAgent(request())).status).toBe(201);
    t.clock.advance(3_600_000);
    expect((await talkToAgent(request(), { ip })).status).toBe(201);
  });
});

describe('one transaction', () => {
  it('keeps no lead when the sales mail cannot be written', async () => {
    const { catalog, accounts } = t.composed.modules;
    const offers = createOffersModule({
      orm: t.orm,
      clock: t.clock,
      tx: makeTransactional(t.orm),
      numbers: catalogListedNumbers(catalog),
      salesTeams: catalogSalesTeams(catalog),
      mailer: {
        send: async () => {
          throw new Error('outbox unavailable');
        },
      },
      botCheck: new SimulatedBotCheck(),
      rateLimiter: new InMemoryRateLimiter(),
      clientIp: () => '192.0.2.1',
      negotiations: {
        jobs: t.composed.ports.jobs,
        publicUrl: t.config.PUBLIC_URL,
        catalog,
        accounts,
        billing: t.composed.modules.billing,
      },
    });
    const { app } = createHttpApp({
      config: t.config,
      logger: createLogger('silent'),
      orm: t.orm,
      authenticator: accounts.authenticator,
      brands: catalog.brands,
      mounts: [offers.mount],
    });
    const leadsBefore = await leadCount();
    const response = await app.request('http://localhost:3000/api/talk-to-agent', {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(request()),
    });
    expect(response.status).toBe(500);
    expect(await leadCount()).toBe(leadsBefore);
  });
});
