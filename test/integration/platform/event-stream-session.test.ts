import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME } from '../../../src/modules/accounts/domain/session.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { openStream as openReader } from '../../support/event-stream.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withHub: true, eventStreamCheckMs: 20 });
  await seedLogins(t);
});
afterAll(() => t.close());

/** Reads the stream to its end and answers the event names seen (heartbeats and data have none). */
async function eventsUntilEnd(response: Response): Promise<string[]> {
  const text = await response.text();
  return [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]!);
}

async function openStream(cookie: string) {
  const response = await t.request('/api/events', { cookie });
  expect(response.status).toBe(200);
  return response;
}

describe('GET /api/events', () => {
  it('ends the stream once its session logs out', async () => {
    const cookie = await logIn(t, 'user@numberyard.test');
    const stream = await openStream(cookie);
    expect((await t.request('/api/session/current', { method: 'DELETE', cookie })).status).toBe(204);
    expect(await eventsUntilEnd(stream)).toEqual(['ready', 'ended']);
  });

  it('ends only the stream of the logged-out session when one check covers every open stream of the process', async () => {
    const leaving = await logIn(t, 'user@numberyard.test');
    const staying = await logIn(t, 'broker@numberyard.test');
    const ended = await openStream(leaving);
    const open = await openReader(t, staying);
    expect((await t.request('/api/session/current', { method: 'DELETE', cookie: leaving })).status).toBe(204);
    expect(await eventsUntilEnd(ended)).toEqual(['ready', 'ended']);
    const published = await t.request('/api/dev/events', {
      method: 'POST',
      cookie: staying,
      json: { service: 'test', type: 'created', data: { still: 'open' } },
    });
    expect(published.status).toBe(202);
    expect(await open.next()).toEqual({ service: 'test', type: 'created', data: { still: 'open' } });
    await open.close();
  });

  it('ends the stream once its session expires', async () => {
    const cookie = await logIn(t, 'admin@numberyard.test');
    const stream = await openStream(cookie);
    t.clock.advance(SESSION_LIFETIME.idleMs + 1);
    expect(await eventsUntilEnd(stream)).toEqual(['ready', 'ended']);
  });

  it('ends the stream once its API token is deleted', async () => {
    const cookie = await logIn(t, 'staff@numberyard.test');
    const created = await (
      await t.request('/api/apiTokens', { method: 'POST', cookie, json: { name: 'sse' } })
    ).json();
    const stream = await t.request('/api/events', { headers: { authorization: `Bearer ${created.token}` } });
    expect(stream.status).toBe(200);
    const removed = await t.request(`/api/apiTokens/${created.id}`, { method: 'DELETE', cookie });
    expect(removed.status).toBe(204);
    expect(await eventsUntilEnd(stream)).toEqual(['ready', 'ended']);
  });
});
