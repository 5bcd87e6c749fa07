import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { Logger } from 'pino';
import type { MemberCaller } from '../http/caller.ts';
import type { AppEnv } from '../http/env.ts';
import { requireMember } from '../http/guards.ts';
import { errorResponses, SIGNED_IN } from '../http/openapi-helpers.ts';
import type { EventHub } from './event-hub.ts';
import type { PostgresEventStore } from './event-store.ts';
import type { LiveEvent } from './live-event.ts';
import { RecentIds } from './recent-ids.ts';
import { honoSseSink, nodeSseSink, type SseSink } from './sse-sink.ts';
import { StreamWatch } from './stream-watch.ts';

const HEARTBEAT_MS = 25_000;
/** How many replayed ids a stream remembers to drop their live repeats (replays overlapping live deliveries). */
const SENT_IDS_KEPT = 2_000;
/** How often an open stream asks whether its session or token still stands (logout, revoke, expiry). */
export const SESSION_CHECK_MS = 15_000;

export const streamEvents = createRoute({
  method: 'get',
  path: '/api/events',
  tags: ['Live events'],
  operationId: 'streamEvents',
  security: SIGNED_IN,
  summary: 'Stream live changes to your account (Server-Sent Events)',
  description: [
    'A `text/event-stream` of changes to the caller’s account. Each message has an `id` and a JSON `data` of',
    '`{ service, type, data }`, where `type` is `created`, `patched` or `removed` and `service` names the resource',
    '(e.g. `basket`: the caller’s basket, `data` `{ basketUuid, itemId? }`; fetch the resource again to see it).',
    'Reconnect with the `Last-Event-ID` header (browsers do this themselves)',
    'to receive what was missed while disconnected. The stream ends (after an `ended` message) soon after its',
    'session is logged out, revoked or expires, or its API token is deleted.',
  ].join(' '),
  request: {
    headers: z.object({
      'last-event-id': z.string().regex(/^\d+$/).optional().openapi({ example: '1042' }),
    }),
  },
  responses: {
    200: {
      description: 'The event stream.',
      content: {
        'text/event-stream': {
          schema: z.string().openapi({
            example:
              'id: 1043\ndata: {"service":"basket","type":"created","data":{"basketUuid":"5f0c7a1e-2b7d-4c1a-9d3e-8a6b1c2d3e4f","itemId":7}}\n\n',
          }),
        },
      },
    },
    ...errorResponses(400, 401),
  },
});

/**
 * An event's SSE frame (as `writeSSE` would write it: data, then id), serialised and encoded once for all the
 * streams it goes to: the hub hands them one shared object. JSON has no raw line breaks, so one `data:` line.
 */
const frames = new WeakMap<LiveEvent, Uint8Array>();
const encoder = new TextEncoder();
function frameOf(event: LiveEvent): Uint8Array {
  let frame = frames.get(event);
  if (frame === undefined) {
    const data = JSON.stringify({ service: event.service, type: event.type, data: event.data });
    frame = encoder.encode(`data: ${data}\nid: ${event.id}\n\n`);
    frames.set(event, frame);
  }
  return frame;
}

/** Tells Node's server the handler wrote the response itself: a fresh one a request (middleware may touch it). */
const alreadySent = () => new Response(null, { headers: RESPONSE_ALREADY_SENT.headers });

export function mountEvents(
  app: OpenAPIHono<AppEnv>,
  deps: {
    hub: EventHub;
    store: PostgresEventStore;
    runInContext: <T>(work: () => Promise<T>) => Promise<T>;
    /** The authenticator's check of which callers' sessions or tokens still stand (in a fresh context). */
    stillValid: (callers: MemberCaller[]) => Promise<boolean[]>;
    sessionCheckMs?: number;
    /** Runs the stream outside the request's context, so an open stream keeps no identity map (docs/adr/0079). */
    detached?: <T>(work: () => T) => T;
  },
) {
  const watch = new StreamWatch({
    stillValid: deps.stillValid,
    checkMs: deps.sessionCheckMs ?? SESSION_CHECK_MS,
    heartbeatMs: HEARTBEAT_MS,
  });
  const detached = deps.detached ?? (<T>(work: () => T) => work());

  /** One stream's life: ready, the replay since Last-Event-ID, then live events until it closes or its session ends. */
  async function runStream(sink: SseSink, caller: MemberCaller, lastEventId: number): Promise<void> {
    // Events before the stream began are the replay's (Last-Event-ID) or not this stream's at all.
    const startId = Number.isFinite(lastEventId)
      ? lastEventId
      : await deps.runInContext(() => deps.store.latestId());
    // Ids come from a sequence taken before commit, so two transactions may commit in the opposite order of
    // their ids: a later event can arrive first. So there is no high-water mark: an earlier id arriving late is
    // still delivered; catch-up asks from the highest id sent. A catch-up never answers an id already sent (all
    // it answers are above the highest), and the hub delivers each event once: the only repeat is a live
    // delivery of an event a catch-up already sent. So only replayed ids are remembered, and a stream that
    // never replays remembers nothing (docs/adr/0079).
    const replayed = new RecentIds(SENT_IDS_KEPT);
    let lastSentId = startId;
    let replaying = true;
    const buffered: LiveEvent[] = [];
    // Writes go through one chain so live deliveries and replays never interleave or reorder.
    let writes = Promise.resolve();
    const enqueue = (work: () => Promise<void>) => {
      writes = writes.then(work).catch(() => {});
      return writes;
    };
    const send = async (event: LiveEvent, from: 'replay' | 'live') => {
      if (event.id <= startId) return;
      if (from === 'replay' ? !replayed.add(event.id) : replayed.has(event.id)) return;
      lastSentId = Math.max(lastSentId, event.id);
      await sink.write(frameOf(event));
    };
    const catchUp = async () => {
      const missed = await deps.runInContext(() => deps.store.since(caller.accountId, lastSentId));
      for (const event of missed) await send(event, 'replay');
    };
    const unsubscribe = deps.hub.subscribe({
      accountId: caller.accountId,
      deliver: (event) => {
        if (replaying) buffered.push(event);
        else void enqueue(() => send(event, 'live'));
      },
      resync: () => void enqueue(catchUp),
    });
    const { promise: over, resolve: finish } = Promise.withResolvers<void>();
    sink.onClose(finish);
    await enqueue(() => sink.writeEvent('ready', '{}'));
    await enqueue(catchUp);
    replaying = false;
    await enqueue(async () => {
      for (const event of buffered.splice(0)) await send(event, 'live');
    });
    // The process's watch checks the session or token of every open stream at once, and sends heartbeats.
    const unwatch = watch.add({
      caller,
      end: () => void enqueue(() => sink.writeEvent('ended', '{}')).then(finish),
      heartbeat: () => void enqueue(() => sink.write(': heartbeat\n\n')),
    });
    if (sink.closed) finish();
    await over;
    unwatch();
    unsubscribe();
  }

  /**
   * A stream on Node's response, started outside the handler's scope: a closure made in the handler would share
   * its scope with `c`, and keep the request's context, headers and response for the life of the stream.
   */
  function startOnNode(
    outgoing: ServerResponse,
    request: { logger: Logger; requestId: string; caller: MemberCaller; lastEventId: number },
  ) {
    const sink = nodeSseSink(outgoing, { 'x-request-id': request.requestId });
    detached(() => {
      runStream(sink, request.caller, request.lastEventId).catch((error: unknown) => {
        request.logger.error({ err: error }, 'event stream failed');
        outgoing.destroy();
      });
    });
  }

  app.openapi(streamEvents, async (c) => {
    const caller = requireMember(c);
    const lastEventId = Number(c.req.valid('header')['last-event-id'] ?? Number.NaN);
    // Served by Node (every real request): written to Node's response, and the request's objects let go (ADR 0095).
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) {
      startOnNode(outgoing, { logger: c.get('logger'), requestId: c.get('requestId'), caller, lastEventId });
      return alreadySent() as never;
    }
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return detached(() => streamSSE(c, (stream) => runStream(honoSseSink(stream), caller, lastEventId)));
  });
}
