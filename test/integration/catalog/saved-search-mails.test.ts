import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HmacUnsubscribeTokens } from '../../../src/modules/catalog/adapters/crypto/hmac-unsubscribe-tokens.ts';
import { NOTIFY_SAVED_SEARCHES_QUEUE } from '../../../src/modules/catalog/adapters/jobs/saved-search.jobs.ts';
import { DEVELOPMENT_DATA_KEY } from '../../../src/platform/crypto/secret-box.ts';
import { listNumber } from '../../support/inventory.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-22T09:00:00Z' });
});
afterAll(() => t.close());

const tokens = new HmacUnsubscribeTokens(DEVELOPMENT_DATA_KEY);

/** What the hourly cron would run, called directly (no waiting on pg-boss's schedule). */
async function runNotifyJob() {
  const job = t.composed.jobs.find((definition) => definition.queue === NOTIFY_SAVED_SEARCHES_QUEUE)!;
  await t.composed.ports.runInContext(() => job.handle({}));
}

const mailsTo = (email: string) =>
  t.sql<{ subject: string; text_body: string }>(
    `select subject, text_body from platform.mail_outbox where category = 'saved-search' and to_address = $1
     order by id`,
    [email],
  );

async function saveSearch(email: string, search: Record<string, string>, brandingId = 1): Promise<number> {
  const response = await t.request(`/api/savedSearches?brandingId=${brandingId}`, {
    method: 'POST',
    json: { search, frequency: 'once', email },
  });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

describe('the notify-me job', () => {
  it('mails a new match once a day at most, never a non-matching or unsubscribed search', async () => {
    const watching = await saveSearch('jo@example.com', { type: 'local', npa: '201', search: 'cars' });
    await saveSearch('other@example.com', { type: 'local', npa: '305' });
    const stopped = await saveSearch('stop@example.com', { type: 'local', npa: '201' }, 2);
    const unsubscribed = await t.request(`/api/savedSearches/${stopped}/unsubscribe`, {
      method: 'POST',
      json: { token: tokens.sign(stopped) },
    });
    expect(unsubscribed.status).toBe(200);

    t.clock.advance(10 * 60_000);
    await listNumber(t, '+12012342277', { priceCents: 4_995 });
    await listNumber(t, '+12022342277', { priceCents: 4_995 });
    t.clock.advance(50 * 60_000);
    await runNotifyJob();

    const [first, ...others] = await mailsTo('jo@example.com');
    expect(others).toHaveLength(0);
    expect(first!.subject).toBe('Numberyard: new number for your search');
    expect(first!.text_body).toContain('(201) 234-2277: $49.95');
    expect(first!.text_body).not.toContain('(202) 234-2277');
    expect(first!.text_body).toContain(
      `http://localhost:3000/unsubscribe?search=${watching}&token=${tokens.sign(watching)}`,
    );
    const [row] = await t.sql<{ notified_at: Date }>(
      'select notified_at from catalog.saved_search where id = $1',
      [watching],
    );
    expect(new Date(row!.notified_at)).toEqual(t.clock.now());

    // Later the same day, with another new match: the search already had its mail today.
    await listNumber(t, '+12012352277', { priceCents: 9_900 });
    t.clock.advance(HOUR);
    await runNotifyJob();
    expect(await mailsTo('jo@example.com')).toHaveLength(1);

    // A day after the first mail, more new numbers: a second mail names only those.
    t.clock.advance(23 * HOUR);
    await listNumber(t, '+12012362277', {
      priceCents: 0,
      licenseOneTimeCents: 2_500,
      licenseMonthlyCents: 995,
    });
    t.clock.advance(10 * 60_000);
    await runNotifyJob();
    const mails = await mailsTo('jo@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text_body).toContain('(201) 235-2277: $99.00');
    expect(mails[1]!.text_body).toContain('(201) 236-2277: licence $25.00 setup + $9.95 a month');
    expect(mails[1]!.text_body).not.toContain('(201) 234-2277');

    expect(await mailsTo('other@example.com')).toHaveLength(0);
    expect(await mailsTo('stop@example.com')).toHaveLength(0);
  });

  it('does not name a number a basket holds, nor one sold', async () => {
    const id = await saveSearch('held@example.com', { type: 'local', npa: '201', search: '7777' });
    t.clock.advance(60_000);
    await listNumber(t, '+12012347777', { priceCents: 4_995, status: 'sold' });
    await listNumber(t, '+12012357777', { priceCents: 4_995 });
    await t.sql(
      `update catalog.number set reserved_basket = gen_random_uuid(), reserved_until = $1 where tn = '+12012357777'`,
      [new Date(t.clock.now().getTime() + HOUR)],
    );
    t.clock.advance(60_000);
    await runNotifyJob();
    expect(await mailsTo('held@example.com')).toHaveLength(0);
    const [row] = await t.sql<{ notified_at: Date | null }>(
      'select notified_at from catalog.saved_search where id = $1',
      [id],
    );
    expect(row!.notified_at).toBeNull();
  });
});

describe('the unsubscribe link', () => {
  it('shows the search, then stops it; a second press answers the same', async () => {
    const id = await saveSearch('ann@example.com', { type: 'tollfree', npa: '8**', search: 'flowers' });
    const token = tokens.sign(id);
    const shown = await t.request(`/api/savedSearches/${id}?token=${token}`);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual({
      id,
      email: 'a***@example.com',
      search: { type: 'tollfree', npa: '8**', state: null, search: 'flowers', country: null },
      unsubscribedAt: null,
    });
    const stop = () => t.request(`/api/savedSearches/${id}/unsubscribe`, { method: 'POST', json: { token } });
    const first = await stop();
    expect(first.status).toBe(200);
    expect((await first.json()).unsubscribedAt).toBe(t.clock.now().toISOString());
    t.clock.advance(HOUR);
    expect((await (await stop()).json()).unsubscribedAt).toBe(
      new Date(t.clock.now().getTime() - HOUR).toISOString(),
    );
  });

  it('lets the owner save the search again after unsubscribing, which turns the mails back on', async () => {
    const id = await saveSearch('ben@example.com', { type: 'local', npa: '305' });
    const stop = await t.request(`/api/savedSearches/${id}/unsubscribe`, {
      method: 'POST',
      json: { token: tokens.sign(id) },
    });
    expect(stop.status).toBe(200);
    expect(await saveSearch('ben@example.com', { type: 'local', npa: '305' })).toBe(id);
    const [row] = await t.sql<{ unsubscribed_at: Date | null }>(
      'select unsubscribed_at from catalog.saved_search where id = $1',
      [id],
    );
    expect(row!.unsubscribed_at).toBeNull();
  });

  it('answers 404 for a token of another search and 400 for a malformed one, changing nothing', async () => {
    const id = await saveSearch('bob@example.com', { type: 'local', state: 'NJ' });
    const foreign = await t.request(`/api/savedSearches/${id}/unsubscribe`, {
      method: 'POST',
      json: { token: tokens.sign(id + 1000) },
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({
      name: 'NotFound',
      code: 'catalog.saved_search_link_invalid',
    });
    expect((await t.request(`/api/savedSearches/${id}?token=${tokens.sign(id + 1000)}`)).status).toBe(404);
    const malformed = await t.request(`/api/savedSearches/${id}/unsubscribe`, {
      method: 'POST',
      json: { token: 'short' },
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors).toHaveProperty('token');
    const [row] = await t.sql<{ unsubscribed_at: Date | null }>(
      'select unsubscribed_at from catalog.saved_search where id = $1',
      [id],
    );
    expect(row!.unsubscribed_at).toBeNull();
  });
});
