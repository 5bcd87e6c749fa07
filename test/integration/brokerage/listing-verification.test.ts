import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { listingOf, onSale, signedInBroker } from './verification-support.ts';

let t: TestApp;
let broker: { cookie: string; accountId: number };
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-28T12:00:00Z' });
  broker = await signedInBroker(t);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

const send = (tn: string, method: 'sms' | 'call', cookie = broker.cookie) =>
  t.request('/api/accounts/brokerage/verifyListing', { method: 'POST', json: { tn, method }, cookie });
const pending = (tn: string, cookie = broker.cookie) =>
  t.request(`/api/accounts/brokerage/verifyListing/${encodeURIComponent(tn)}`, { cookie });
const confirm = (tn: string, body: Record<string, unknown>, cookie = broker.cookie) =>
  t.request(`/api/accounts/brokerage/verifyListing/${encodeURIComponent(tn)}`, {
    method: 'PATCH',
    json: body,
    cookie,
  });

async function sentCode(tn: string, category = 'listing-verification'): Promise<string> {
  const rows = await t.sql<{ body: string }>(
    'select body from platform.sms_outbox where to_tn = $1 and category = $2 order by id desc limit 1',
    [tn, category],
  );
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${tn}`);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function listingRow(tn: string) {
  const [row] = await t.sql<{ verified_until_date: Date | null }>(
    'select verified_until_date from brokerage.listing where tn = $1',
    [tn],
  );
  return row!;
}

describe('listing verification of off-network numbers (spec 3, docs/adr/0059)', () => {
  it('an SMS code verifies the listing for 30 days and search shows it at once', async () => {
    const tn = '+12014567001';
    await listingOf(t, { tn, brokerAccountId: broker.accountId, type: 'offnet' });
    expect(await onSale(t, tn)).toBeNull();

    const sent = await send(tn, 'sms');
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ tn });
    expect(await (await pending(tn)).json()).toMatchObject({ method: 'sms' });

    const code = await sentCode(tn);
    const confirmed = await confirm(tn, { method: 'sms', verificationCode: code });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      verifiedDate: '2026-11-28T12:00:00.000Z',
      verifiedUntilDate: '2026-12-28T12:00:00.000Z',
    });
    expect(new Date((await listingRow(tn)).verified_until_date!)).toEqual(new Date('2026-12-28T12:00:00Z'));
    expect(await onSale(t, tn)).toMatchObject({ sellerAccountId: broker.accountId, priceCents: 4_995 });
    expect((await pending(tn)).status).toBe(404);
  });

  it('the code is never stored in plain text', async () => {
    const tn = '+12014567002';
    await listingOf(t, { tn, brokerAccountId: broker.accountId, type: 'offnet' });
    await send(tn, 'sms');
    const code = await sentCode(tn);
    const rows = await t.sql<{ row: string }>(
      'select row_to_json(v)::text as row from brokerage.manual_verification v where tn = $1',
      [tn],
    );
    expect(rows[0]!.row).not.toContain(code);
  });

  it('a call reads the code out (the simulator writes it to the dev outbox) and verifies by phone', async () => {
    const tn = '+12014567003';
    await listingOf(t, { tn, brokerAccountId: broker.accountId, type: 'offnet' });
    expect((await send(tn, 'call')).status).toBe(201);
    const code = await sentCode(tn, 'voice-call-simulated');
    expect((await confirm(tn, { method: 'sms', verificationCode: code })).status).toBe(404);
    expect((await confirm(tn, { method: 'call', verificationCode: code })).status).toBe(200);
  });

  it('a code must be exactly 6 digits (400, the spec message) and nothing is counted', async () => {
    const tn = '+12014567004';
    await listingOf(t, { tn, brokerAccountId: broker.accountId, type: 'offnet' });
    await send(tn, 'sms');
    for (const verificationCode of ['12345', '1234567', 'abcdef', ' 12345']) {
      const response = await confirm(tn, { method: 'sms', verificationCode });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('The verification code must be a 6 digit number.');
    }
    const [row] = await t.sql<{ attempts: number }>(
      'select attempts from brokerage.manual_verification where tn = $1',
      [tn],
    );
    expect(row!.attempts).toBe(0);
  });

  it('a wrong code answers 422 and after 5 wrong guesses even the right code is refused', async () => {
    const tn = '+12014567005';
    await listingOf(t, { tn, brokerAccountId: broker.accountId, type: 'offnet' });
    await send(tn, 'sms');
    const code = await sentCode(tn);
    for (let guess = 1; guess <= 5; guess += 1) {
      const wrong = await confirm(tn, { method: 'sms', verificationCode: otherCode(code) });
      expect(wrong.status).toBe(422);
    }
    const late = await confirm(tn, { method: 'sms', verificationCode: code });
    expect(late.status).toBe(422);
    expect((await late.json()).message).toMatch(/Too many incorrect codes/);
    expect((await listingRow(tn)).verified_until_date).toBeNull();
    expect((await pending(tn)).status).toBe(404);
  });

  it('a resend replaces the pending code: the old one no longer works', async () => {
    const tn = '+12014567006';
    await listingOf(t, { tn, brokerAccountId: broker.accountId, type: 'offnet' });
    await send(tn, 'sms');
    const first = await sentCode(tn);
    await send(tn, 'sms');
    const second = await sentCode(tn);
    if (first !== second)
      expect((await confirm(tn, { method: 'sms', verificationCode: first })).status).toBe(422);
    expect((await confirm(tn, { method: 'sms', verificationCode: second })).status).toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    const tn = '+12014567007';
    await listingOf(t, { tn, brokerAccountId: broker.accountId, type: 'offnet' });
    await send(tn, 'sms');
    const code = await sentCode(tn);
    t.clock.advance(10 * 60_000);
    try {
      expect((await pending(tn)).status).toBe(404);
      const late = await confirm(tn, { method: 'sms', verificationCode: code });
      expect(late.status).toBe(422);
      expect((await late.json()).message).toMatch(/has expired/);
    } finally {
      t.clock.set('2026-11-28T12:00:00Z');
    }
  });

  it('only the broker own off-network listings: on-network, unknown and other brokers numbers answer 404', async () => {
    await listingOf(t, { tn: '+12014567008', brokerAccountId: broker.accountId, type: 'onnet' });
    await listingOf(t, { tn: '+12014567009', brokerAccountId: broker.accountId + 1000, type: 'offnet' });
    for (const tn of ['+12014567008', '+12014567009', '+12014567099']) {
      expect((await send(tn, 'sms')).status).toBe(404);
      expect((await pending(tn)).status).toBe(404);
      expect((await confirm(tn, { method: 'sms', verificationCode: '123456' })).status).toBe(404);
    }
  });

  it('members who are not account admins of a broker account are refused (403)', async () => {
    await seedLogins(t);
    for (const email of ['admin@numberyard.test', 'user@numberyard.test']) {
      const cookie = await logIn(t, email);
      expect((await send('+12014567001', 'sms', cookie)).status).toBe(403);
      expect((await pending('+12014567001', cookie)).status).toBe(403);
      expect((await t.request('/api/brokerage/listingVerifications', { cookie })).status).toBe(403);
    }
    expect((await t.request('/api/brokerage/listingVerifications')).status).toBe(401);
  });

  it('the Verify Listings list shows off-network listings never verified or ending within 3 days', async () => {
    const soon = '+12014567010';
    const later = '+12014567011';
    await listingOf(t, { tn: soon, brokerAccountId: broker.accountId, type: 'offnet', isListed: false });
    await listingOf(t, { tn: later, brokerAccountId: broker.accountId, type: 'offnet' });
    await t.sql(`update brokerage.listing set verified_until_date = $2 where tn = $1`, [
      soon,
      new Date(t.clock.now().getTime() + 2 * DAY_MS),
    ]);
    await t.sql(`update brokerage.listing set verified_until_date = $2 where tn = $1`, [
      later,
      new Date(t.clock.now().getTime() + 4 * DAY_MS),
    ]);
    const response = await t.request('/api/brokerage/listingVerifications?$limit=100', {
      cookie: broker.cookie,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    const tns = body.data.map((row: { tn: string }) => row.tn);
    expect(tns).toContain(soon);
    expect(tns).not.toContain(later);
    expect(tns).not.toContain('+12014567008'); // on-network
    expect(tns).not.toContain('+12014567009'); // another broker's
    const searched = await (
      await t.request('/api/brokerage/listingVerifications?tn=4567010&isListed=false', {
        cookie: broker.cookie,
      })
    ).json();
    expect(searched.data).toEqual([
      {
        tn: soon,
        formattedTn: '(201) 456-7010',
        isListed: false,
        verifiedUntilDate: '2026-11-30T12:00:00.000Z',
        needsVerification: false,
      },
    ]);
    const listedOnly = await (
      await t.request('/api/brokerage/listingVerifications?tn=4567010&isListed=true', {
        cookie: broker.cookie,
      })
    ).json();
    expect(listedOnly.total).toBe(0);
  });
});

describe('verification expiry job (docs/adr/0059)', () => {
  it('withdraws listed off-network listings whose verification ended, and running it again changes nothing', async () => {
    const tn = '+12014567020';
    await listingOf(t, { tn, brokerAccountId: broker.accountId, type: 'offnet' });
    await send(tn, 'sms');
    await confirm(tn, { method: 'sms', verificationCode: await sentCode(tn) });
    expect(await onSale(t, tn)).not.toBeNull();

    const job = t.composed.jobs.find(
      (definition) => definition.queue === 'brokerage.expire-listing-verifications',
    );
    expect(job?.cron).toBeDefined();
    const runJob = () => withContext(t.orm, () => job!.handle({}));
    t.clock.advance(30 * DAY_MS - 1);
    try {
      await runJob();
      expect(await onSale(t, tn)).not.toBeNull();
      t.clock.advance(1);
      await runJob();
      expect(await onSale(t, tn)).toBeNull();
      await runJob();
      expect(await onSale(t, tn)).toBeNull();
      expect(new Date((await listingRow(tn)).verified_until_date!)).toEqual(new Date('2026-12-28T12:00:00Z'));
    } finally {
      t.clock.set('2026-11-28T12:00:00Z');
    }
  });
});

describe('verification rate limit (docs/adr/0059)', () => {
  it('a broker account can send at most 20 codes an hour (429 with Retry-After)', async () => {
    const tn = '+12014567030';
    await listingOf(t, { tn, brokerAccountId: broker.accountId, type: 'offnet' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) statuses.push((await send(tn, 'sms')).status);
    const limited = statuses.indexOf(429);
    expect(limited).toBeGreaterThan(0);
    expect(statuses.slice(0, limited).every((status) => status === 201)).toBe(true);
    const refused = await send(tn, 'sms');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBeTruthy();
  });

  it('a broker account can try at most 30 codes an hour, whatever the numbers', async () => {
    const tn = '+12014567031';
    await listingOf(t, { tn, brokerAccountId: broker.accountId, type: 'offnet' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      statuses.push((await confirm(tn, { method: 'sms', verificationCode: '000000' })).status);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, statuses.indexOf(429)).every((status) => status === 404)).toBe(true);
  });
});
