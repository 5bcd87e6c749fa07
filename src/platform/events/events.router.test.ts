import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import type { MemberCaller } from '../http/caller.ts';
import type { AppEnv } from '../http/env.ts';
import type { EventHub, Subscriber } from './event-hub.ts';
import type { PostgresEventStore } from './event-store.ts';
import { mountEvents } from './events.router.ts';
import type { LiveEvent } from './live-event.ts';

const caller: MemberCaller = {
  kind: 'member',
  userId: 7,
  accountId: 3,
  brandingId: 1,
  role: 'admin',
  isEmployee: false,
  adminUser: false,
  accounting: false,
  via: 'session',
  credentialId: 5,
  authenticatedAt: new Date(0),
  mfaPassed: false,
};
const event = (id: number): LiveEvent => ({
  id,
  accountId: 3,
  service: 'test',
  type: 'created',
  data: { id },
});

/** An app with the stream mounted over a hub and store of the test's making; `valid` says whether checks pass. */
function streamApp(store: Pick<PostgresEventStore, 'since' | 'latestId'>) {
  const subscribers: Subscriber[] = [];
  const hub = { subscribe: (s: Subscriber) => subscribers.push(s) && (() => {}) };
  const state = { valid: true };
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('caller', caller);
    await next();
  });
  mountEvents(app, {
    hub: hub as unknown as EventHub,
    store: store as PostgresEventStore,
    runInContext: (work) => work(),
    stillValid: async (callers) => callers.map(() => state.valid),
    sessionCheckMs: 5,
  });
  return { app, subscribers, state };
}

/** Reads SSE blocks until `until` answers true for the ids sent so far; answers them. */
async function readIds(
  reader: ReadableStreamDefaultReader<string>,
  ids: string[],
  until: (ids: string[]) => boolean,
) {
  let buffer = '';
  while (!until(ids)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const id = /^id: (\d+)$/m.exec(buffer.slice(0, end))?.[1];
      if (id) ids.push(id);
      if (buffer.slice(0, end).includes('event: ended')) ids.push('ended');
      buffer = buffer.slice(end + 2);
    }
  }
  return ids;
}

describe('GET /api/events', () => {
  it('sends an event both replayed and delivered live once, and every live one, even out of id order', async () => {
    let deliverDuringReplay = () => {};
    const { app, subscribers, state } = streamApp({
      latestId: async () => 0,
      since: async () => {
        // The notification of 12 arrives while the replay that also answers it is under way.
        deliverDuringReplay();
        return [event(11), event(12)];
      },
    });
    deliverDuringReplay = () => subscribers[0]!.deliver(event(12));
    const response = await app.request('/api/events', { headers: { 'last-event-id': '10' } });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();

    const ids = await readIds(reader, [], (seen) => seen.includes('12'));
    for (const id of [12, 9, 15, 14, 11]) subscribers[0]!.deliver(event(id));
    await readIds(reader, ids, (seen) => seen.includes('14'));
    state.valid = false;
    await readIds(reader, ids, (seen) => seen.includes('ended'));

    expect(ids).toEqual(['11', '12', '15', '14', 'ended']);
  });
});
