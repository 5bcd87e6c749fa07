import { rm } from 'node:fs/promises';
import type { SimulatedMessagingCarrier } from '../../../src/modules/messaging/index.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

export const FORWARD_PLAN = 3;
export const PARK_PLAN = 1;

/**
 * Acme (admin Ada, user Uma), the broker's account and the house account of staff Sam (an employee), with
 * media under a fresh folder and the simulated carrier.
 */
export async function conversationsApp(now = '2026-11-24T12:00:00Z', options: { withHub?: boolean } = {}) {
  const dataDir = `.data/test-media-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const t = await createTestApp({ now, env: { DATA_DIR: dataDir }, ...options });
  await seedLogins(t);
  const memberOf = async (email: string) => {
    const [row] = await t.sql<{ userId: number; accountId: number }>(
      `select u.id as "userId", m.account_id as "accountId"
         from accounts."user" u join accounts.membership m on m.user_id = u.id where u.email = $1
        order by m.id limit 1`,
      [email],
    );
    return row!;
  };
  const threads = t.composed.modules.messaging.threads;
  return {
    t,
    /** Closes the app and removes its media folder. */
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    acme: await memberOf('admin@numberyard.test'),
    uma: await memberOf('user@numberyard.test'),
    broker: await memberOf('broker@numberyard.test'),
    house: await memberOf('staff@numberyard.test'),
    admin: await logIn(t, 'admin@numberyard.test'),
    user: await logIn(t, 'user@numberyard.test'),
    brokerAdmin: await logIn(t, 'broker@numberyard.test'),
    staff: await logIn(t, 'staff@numberyard.test'),
    carrier: threads.carrier as SimulatedMessagingCarrier,
    deliver: threads.deliverMessage,
  };
}
export type ConversationsKit = Awaited<ReturnType<typeof conversationsApp>>;

/** A number straight into an account with SMS on (Forward allows SMS; Park does not). */
export function addSmsNumber(
  t: TestApp,
  accountId: number,
  tn: string,
  more: { plan?: number; userId?: number; sms?: 'Y' | 'N' | 'pending'; validated?: string } = {},
) {
  return t.sql(
    `insert into messaging.account_number
       (account_id, tn, plan_id, mrc_cents, assigned_user_id, sms_enabled, sms_validated)
     values ($1, $2, $3, 600, $4, $5, $6)`,
    [accountId, tn, more.plan ?? FORWARD_PLAN, more.userId ?? null, more.sms ?? 'Y', more.validated ?? ''],
  );
}

export async function send(t: TestApp, cookie: string, json: Record<string, unknown>) {
  const response = await t.request('/api/accounts/messages', { method: 'POST', cookie, json });
  return { status: response.status, body: await response.json() };
}

export async function getJson(t: TestApp, cookie: string, path: string) {
  const response = await t.request(path, { cookie });
  return { status: response.status, body: await response.json() };
}

/** An inbound message as the carrier's webhook would store it (threadFor, recordMessage); `at` sets the clock. */
export async function receive(
  kit: ConversationsKit,
  input: { accountId: number; tn: string; from: string; text: string; at?: Date },
) {
  const { t } = kit;
  const { Message } = await import('../../../src/modules/messaging/domain/message.ts');
  const threads = t.composed.modules.messaging.threads;
  if (input.at) t.clock.set(input.at);
  return t.composed.ports.runInContext(() =>
    t.composed.ports.tx(async () => {
      const { thread, created } = await threads.threadFor({
        accountId: input.accountId,
        tn: input.tn,
        participants: [input.from],
      });
      const message = new Message({
        messageThreadId: thread.id,
        accountId: input.accountId,
        direction: 'inbound',
        message: input.text,
        fromNumber: input.from,
        toNumbers: [input.tn],
        createDate: t.clock.now(),
        deliveryStatus: 'received',
      });
      await threads.recordMessage({ thread, threadCreated: created, message });
      return { threadId: thread.id, messageId: message.id };
    }),
  );
}

export async function eventsOf(t: TestApp, service: string) {
  return t.sql<{ type: string; data: Record<string, unknown>; account_id: number }>(
    'select type, data, account_id from platform.event where service = $1 order by id',
    [service],
  );
}

/** A data URL of `bytes` bytes of the type. */
export function dataUrl(contentType: string, bytes: number, fill = 65): string {
  return `data:${contentType};base64,${Buffer.alloc(bytes, fill).toString('base64')}`;
}
