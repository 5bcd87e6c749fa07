import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SimulatedMessagingCarrier } from '../../../src/modules/messaging/adapters/carrier/simulated-messaging-carrier.ts';
import { seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addNumber, idOf } from './account-numbers-kit.ts';

/** Telnyx's signing key pair for these tests: the app is given the public half as TELNYX_PUBLIC_KEY. */
export const telnyxKeys = generateKeyPairSync('ed25519');
export const TELNYX_PUBLIC_KEY = telnyxKeys.publicKey
  .export({ format: 'der', type: 'spki' })
  .subarray(-32)
  .toString('base64');

export const ACME_TN = '+12012340160';
export const ACME_OTHER_TN = '+12012340161';
export const BROKER_TN = '+13102340162';
export const SENDER = '+13032340100';

/** The app with Acme and the broker's account holding numbers, media under a fresh folder. */
export async function carrierApp(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'carrier-media-'));
  const t = await createTestApp({ env: { TELNYX_PUBLIC_KEY, DATA_DIR: dataDir, ...env } });
  await seedLogins(t);
  const acme = await idOf(t, 'account', 'admin@numberyard.test');
  const broker = await idOf(t, 'account', 'broker@numberyard.test');
  await addNumber(t, acme, ACME_TN, { sms: 'Y' });
  await addNumber(t, acme, ACME_OTHER_TN, { sms: 'Y' });
  await addNumber(t, broker, BROKER_TN, { sms: 'Y' });
  const carrierMessaging = t.composed.modules.messaging.carrierMessaging;
  return {
    t,
    acme,
    broker,
    dataDir,
    carrierMessaging,
    carrier: carrierMessaging.carrier as SimulatedMessagingCarrier,
  };
}

/** Runs one queued job's handler as the worker would. */
export function runJob(t: TestApp, queue: string, data: object) {
  const job = t.composed.jobs.find((definition) => definition.queue === queue);
  if (!job) throw new Error(`No job ${queue}`);
  return t.composed.ports.runInContext(() => job.handle(data));
}

/** The jobs waiting in a queue, oldest first. */
export function queued<Data = Record<string, unknown>>(t: TestApp, queue: string) {
  return t.sql<{ data: Data; startAfterMs: number; singleton_key: string | null }>(
    `select data, (extract(epoch from start_after) * 1000)::float8 as "startAfterMs", singleton_key from pgboss.job where name = $1 and state in ('created', 'retry') order by created_on`,
    [queue],
  );
}

/** Telnyx's POST of an event, signed at `at` (default the app's clock) with `key` (default Telnyx's). */
export function postTelnyx(
  t: TestApp,
  event: unknown,
  options: { at?: Date; key?: typeof telnyxKeys.privateKey; tamper?: (body: string) => string } = {},
) {
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor((options.at ?? t.clock.now()).getTime() / 1000));
  const signature = sign(null, Buffer.from(`${timestamp}|${body}`), options.key ?? telnyxKeys.privateKey);
  return t.request('/api/carrier/messaging/telnyx', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'telnyx-signature-ed25519': signature.toString('base64'),
      'telnyx-timestamp': timestamp,
    },
    body: options.tamper ? options.tamper(body) : body,
  });
}

/** A Telnyx `message.received` event. */
export function receivedEvent(over: {
  id: string;
  from?: string;
  to?: string[];
  cc?: string[];
  text?: string;
  media?: Array<{ url: string; content_type: string }>;
}) {
  return {
    data: {
      event_type: 'message.received',
      id: `evt-${over.id}`,
      occurred_at: '2026-11-22T12:00:00.000Z',
      payload: {
        record_type: 'message',
        direction: 'inbound',
        id: over.id,
        type: over.media?.length ? 'MMS' : 'SMS',
        from: { phone_number: over.from ?? SENDER, carrier: 'T-MOBILE USA, INC.', line_type: 'Wireless' },
        to: (over.to ?? [ACME_TN]).map((phone_number) => ({ phone_number, status: 'webhook_delivered' })),
        cc: (over.cc ?? []).map((phone_number) => ({ phone_number, status: 'webhook_delivered' })),
        text: over.text ?? 'Hello there',
        media: over.media ?? [],
      },
    },
    meta: { attempt: 1, delivered_to: 'https://example.com/api/carrier/messaging/telnyx' },
  };
}

/** A Telnyx receipt (`message.sent` or `message.finalized`) for one outbound message. */
export function receiptEvent(
  type: 'message.sent' | 'message.finalized',
  id: string,
  statuses: string[],
  errors: Array<{ code: string; title: string; detail?: string }> = [],
) {
  return {
    data: {
      event_type: type,
      id: `evt-${type}-${id}`,
      payload: {
        id,
        direction: 'outbound',
        from: { phone_number: ACME_TN },
        to: statuses.map((status, index) => ({ phone_number: `+1303234010${index + 1}`, status })),
        errors,
      },
    },
  };
}

/** The dev endpoint's inbound message, answered as { status, body }. */
export async function injectInbound(
  t: TestApp,
  json: { to: string; from: string; text?: string; mediaDataUrl?: string; cc?: string[] },
) {
  const response = await t.request('/api/dev/messaging/inbound', { method: 'POST', json });
  return { status: response.status, body: await response.json() };
}

/** An outbound message the send job has handed to the carrier (as threads' send job leaves it). */
export async function sentMessage(t: TestApp, accountId: number, carrierMessageId: string | null) {
  const [thread] = await t.sql<{ id: number }>(
    `insert into messaging.message_thread (account_id, tn, participants, participants_key, recent_message_date, created_at)
     values ($1, $2, $3, $4, now(), now()) returning id`,
    [accountId, ACME_TN, JSON.stringify([SENDER]), `${SENDER}:${carrierMessageId ?? Math.random()}`],
  );
  const [message] = await t.sql<{ id: number }>(
    `insert into messaging.message (message_thread_id, account_id, direction, type, message, from_number, to_numbers,
       create_date, delivery_status, carrier_message_id)
     values ($1, $2, 'outbound', 'sms', 'Hi', $3, $4, now(), 'sent', $5) returning id`,
    [thread!.id, accountId, ACME_TN, JSON.stringify([SENDER]), carrierMessageId],
  );
  return { messageThreadId: thread!.id, messageId: message!.id };
}

export async function messageRow(t: TestApp, id: number) {
  const [row] = await t.sql<{ delivery_status: string; delivery_desc: string }>(
    'select delivery_status, delivery_desc from messaging.message where id = $1',
    [id],
  );
  return row!;
}

/** The live events the account's pages were sent, oldest first. */
export function liveEvents(t: TestApp, accountId: number, service: string) {
  return t.sql<{ type: string; data: Record<string, unknown> }>(
    'select type, data from platform.event where account_id = $1 and service = $2 order by id',
    [accountId, service],
  );
}
