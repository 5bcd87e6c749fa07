import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENTITIES } from '../../src/compose.ts';
import { seedDemoLogins } from '../../src/modules/accounts/index.ts';
import { createOrm } from '../../src/platform/db/orm.ts';
import { withContext } from '../../src/platform/db/unit-of-work.ts';
import { spawnServer } from '../support/spawn-server.ts';
import { openSse } from '../support/sse-client.ts';
import { createTestDatabase } from '../support/test-database.ts';

type Server = Awaited<ReturnType<typeof spawnServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: Server;
let b: Server;
let cookie: string;

async function logIn(server: Server): Promise<string> {
  const response = await fetch(`${server.url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'admin@numberyard.test', password: 'Numberyard1' }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function publish(server: Server, data: object, as = cookie) {
  const response = await fetch(`${server.url}/api/dev/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: as },
    body: JSON.stringify({ service: 'accounts/contacts', type: 'created', data }),
  });
  expect(response.status).toBe(202);
}

beforeAll(async () => {
  database = await createTestDatabase(inject('pgServerUrl'), inject('pgTemplate'));
  const orm = await createOrm({ clientUrl: database.url, entities: ENTITIES });
  await withContext(orm, () => seedDemoLogins(orm.em.fork(), new Date()));
  await orm.close();
  [a, b] = await Promise.all([
    spawnServer({ DATABASE_URL: database.url, ROLE: 'api' }),
    spawnServer({ DATABASE_URL: database.url, ROLE: 'api' }),
  ]);
  cookie = await logIn(a);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

describe('live events across API processes', () => {
  it('delivers an event published through one process to a client of the other, both ways', async () => {
    const onB = await openSse(`${b.url}/api/events`, { cookie });
    const onA = await openSse(`${a.url}/api/events`, { cookie });
    expect((await onB.next()).event).toBe('ready');
    expect((await onA.next()).event).toBe('ready');

    await publish(a, { contactId: 1 });
    expect(JSON.parse((await onB.next()).data)).toEqual({
      service: 'accounts/contacts',
      type: 'created',
      data: { contactId: 1 },
    });
    expect(JSON.parse((await onA.next()).data).data).toEqual({ contactId: 1 });

    await publish(b, { contactId: 2 });
    expect(JSON.parse((await onA.next()).data).data).toEqual({ contactId: 2 });
    expect(JSON.parse((await onB.next()).data).data).toEqual({ contactId: 2 });
    onA.close();
    onB.close();
  });

  it('writes a stream straight to Node’s response with its own headers (ADR 0095); a guest still gets 401', async () => {
    const controller = new AbortController();
    const response = await fetch(`${a.url}/api/events`, {
      headers: { accept: 'text/event-stream', cookie },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toContain('event: ready');
    controller.abort();
    const guest = await fetch(`${a.url}/api/events`, { headers: { accept: 'text/event-stream' } });
    expect(guest.status).toBe(401);
  });

  it('replays what a client missed when it reconnects with Last-Event-ID', async () => {
    const first = await openSse(`${b.url}/api/events`, { cookie });
    await first.next();
    await publish(a, { contactId: 10 });
    const seen = await first.next();
    first.close();

    await publish(a, { contactId: 11 });
    await publish(b, { contactId: 12 });

    const again = await openSse(`${b.url}/api/events`, { cookie, 'last-event-id': seen.id! });
    expect((await again.next()).event).toBe('ready');
    expect(JSON.parse((await again.next()).data).data).toEqual({ contactId: 11 });
    expect(JSON.parse((await again.next()).data).data).toEqual({ contactId: 12 });
    again.close();
  });

  it('does not deliver another account’s events', async () => {
    const other = await fetch(`${a.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ email: 'broker@numberyard.test', password: 'Numberyard1' }),
    });
    const brokerCookie = other.headers.getSetCookie()[0]!.split(';')[0]!;
    const broker = await openSse(`${b.url}/api/events`, { cookie: brokerCookie });
    await broker.next();
    await publish(a, { contactId: 99 });
    await publish(a, { contactId: 100 }, brokerCookie);
    // The first message the broker sees is its own: the admin account's event never reached it.
    expect(JSON.parse((await broker.next()).data).data).toEqual({ contactId: 100 });
    broker.close();
  });

  it('refuses the stream to guests with 401', async () => {
    const response = await fetch(`${a.url}/api/events`);
    expect(response.status).toBe(401);
  });
});
