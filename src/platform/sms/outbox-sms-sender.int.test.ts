import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { makeSqlExecutor } from '../db/sql-executor.ts';
import { createHttpApp } from '../http/app.ts';
import { createQueues } from '../jobs/pg-boss-jobs.ts';
import { createLogger } from '../logging/logger.ts';
import { OUTBOX_RETENTION_MS } from '../outbox/outbox.jobs.ts';
import { REDACTED_BODY, SECRET_RETENTION_MS } from '../outbox/outbox-secrets.ts';
import { mountDevSmsOutbox } from './dev-sms-outbox.router.ts';
import type { MessagingCarrier } from './messaging-carrier.ts';
import { OutboxSmsSender } from './outbox-sms-sender.ts';
import { SimulatedMessagingCarrier } from './simulated-messaging-carrier.ts';
import { smsJobs } from './sms.jobs.ts';
import { PostgresSmsOutbox } from './sms-outbox.ts';
import { SEND_SMS, type SendSmsJob } from './sms-sender.ts';

let t: TestApp;
let outbox: PostgresSmsOutbox;
let carrier: SimulatedMessagingCarrier;
let refusing = false;

/** The simulator, but refusing while `refusing` is set. */
const flakyCarrier: MessagingCarrier = {
  sendMessage: (input) =>
    refusing ? Promise.reject(new Error('HTTP 503 carrier busy')) : carrier.sendMessage(input),
};

beforeAll(async () => {
  t = await createTestApp();
  outbox = new PostgresSmsOutbox(makeSqlExecutor(t.orm));
  await createQueues(
    t.boss,
    smsJobs({ outbox, carrier: flakyCarrier, clock: t.clock, redactDeliveredSecrets: true }),
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  carrier = new SimulatedMessagingCarrier();
  refusing = false;
  await t.sql('delete from platform.sms_outbox');
  await t.sql('delete from pgboss.job where name = $1', [SEND_SMS]);
});

const sender = (from: string | null = '+15550001111') =>
  new OutboxSmsSender({ outbox, jobs: t.composed.ports.jobs, clock: t.clock, from });
const message = (to = '+15552223333', body = 'Your Numberyard code is 123456.') => ({
  to,
  body,
  category: 'mfa-code',
});
/** Oldest first. */
const rows = async () => (await t.composed.ports.runInContext(() => outbox.newest({ limit: 100 }))).reverse();
const sendJobs = () => t.sql<{ data: SendSmsJob }>('select data from pgboss.job where name = $1', [SEND_SMS]);
const runJob = (index: number, data: object, redactDeliveredSecrets = true) =>
  t.composed.ports.runInContext(() =>
    smsJobs({ outbox, carrier: flakyCarrier, clock: t.clock, redactDeliveredSecrets })[index]!.handle(data),
  );
const sendJob = (data: object) => runJob(0, data);
const purgeJob = () => runJob(1, {});
const purgeSecretsJob = () => runJob(2, {});
const secretMessage = (to = '+15552223333') => ({ ...message(to), secret: true });

describe('OutboxSmsSender', () => {
  it('writes the message, from SMS_FROM_TN, and its send job in the caller’s transaction', async () => {
    await t.composed.ports.tx(() => sender().send(message()));
    const [row] = await rows();
    expect(row).toMatchObject({ from: '+15550001111', to: '+15552223333', status: 'queued', sentAt: null });
    expect(await sendJobs()).toEqual([{ data: { smsId: row!.id } }]);
  });

  it('keeps neither the message nor its job when the transaction rolls back', async () => {
    await expect(
      t.composed.ports.tx(async () => {
        await sender().send(message());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);
    expect(await sendJobs()).toEqual([]);
  });
});

describe('the send-sms job', () => {
  it('sends through the carrier and records its message id and status sent', async () => {
    await t.composed.ports.tx(() => sender().send(message()));
    const [job] = await sendJobs();
    await sendJob(job!.data);
    expect(carrier.sent).toEqual([
      {
        from: '+15550001111',
        to: '+15552223333',
        text: 'Your Numberyard code is 123456.',
        messageId: 'sim-1',
      },
    ]);
    expect((await rows())[0]).toMatchObject({
      status: 'sent',
      carrierMessageId: 'sim-1',
      sentAt: t.clock.now(),
    });
  });

  it('lets the carrier choose the sender when the product has no number', async () => {
    await t.composed.ports.tx(() => sender(null).send(message()));
    await sendJob((await sendJobs())[0]!.data);
    expect(carrier.sent[0]!.from).toBeNull();
  });

  it('does not text twice when the job is delivered again', async () => {
    await t.composed.ports.tx(() => sender().send(message()));
    const [job] = await sendJobs();
    await sendJob(job!.data);
    await sendJob(job!.data);
    expect(carrier.sent).toHaveLength(1);
  });

  it('records the failure and rethrows so pg-boss retries', async () => {
    await t.composed.ports.tx(() => sender().send(message()));
    const [job] = await sendJobs();
    refusing = true;
    await expect(sendJob(job!.data)).rejects.toThrow('carrier busy');
    expect((await rows())[0]).toMatchObject({ status: 'failed', lastError: 'HTTP 503 carrier busy' });
    refusing = false;
    await sendJob(job!.data);
    expect((await rows())[0]).toMatchObject({ status: 'sent', lastError: null });
  });
});

describe('the SMS outbox purge job', () => {
  it('deletes messages older than 30 days and keeps newer ones', async () => {
    await t.composed.ports.tx(() => sender().send(message('+15550000001')));
    t.clock.advance(OUTBOX_RETENTION_MS);
    await t.composed.ports.tx(() => sender().send(message('+15550000002')));
    t.clock.advance(1);
    await purgeJob();
    expect((await rows()).map((row) => row.to)).toEqual(['+15550000002']);
  });
});

describe('one-time codes in the SMS outbox', () => {
  it('blanks out a code once a real carrier has delivered it', async () => {
    await t.composed.ports.tx(() => sender().send(secretMessage()));
    await sendJob((await sendJobs())[0]!.data);
    expect(carrier.sent[0]!.text).toBe('Your Numberyard code is 123456.');
    expect((await rows())[0]).toMatchObject({
      status: 'sent',
      body: REDACTED_BODY,
      redactedAt: t.clock.now(),
      containsSecret: true,
    });
  });

  it('keeps the body of an ordinary message after delivery', async () => {
    await t.composed.ports.tx(() => sender().send(message()));
    await sendJob((await sendJobs())[0]!.data);
    expect((await rows())[0]).toMatchObject({ body: 'Your Numberyard code is 123456.', redactedAt: null });
  });

  it('keeps the code readable after the simulator "delivers" it, for the development outbox', async () => {
    await t.composed.ports.tx(() => sender().send(secretMessage()));
    await runJob(0, (await sendJobs())[0]!.data, false);
    expect((await rows())[0]).toMatchObject({ status: 'sent', body: 'Your Numberyard code is 123456.' });
  });

  it('deletes unredacted codes once they are 50 minutes old, every five minutes, and keeps the rest', async () => {
    expect(smsJobs({ outbox, carrier, clock: t.clock, redactDeliveredSecrets: true })[2]!.cron).toBe(
      '*/5 * * * *',
    );
    await t.composed.ports.tx(async () => {
      await sender().send(secretMessage('+15550000001'));
      await sender().send(message('+15550000002'));
    });
    t.clock.advance(SECRET_RETENTION_MS - 1);
    await t.composed.ports.tx(() => sender().send(secretMessage('+15550000003')));
    await purgeSecretsJob();
    expect(await rows()).toHaveLength(3);
    t.clock.advance(1);
    await purgeSecretsJob();
    expect((await rows()).map((row) => row.to)).toEqual(['+15550000002', '+15550000003']);
  });
});

describe('GET /api/dev/sms-outbox', () => {
  const get = (query = '') =>
    createHttpApp({
      config: t.config,
      logger: createLogger('silent'),
      orm: t.orm,
      authenticator: {
        fromSessionToken: async () => null,
        fromApiToken: async () => null,
        stillValid: async (callers) => callers.map(() => false),
      },
      brands: { brandForHost: () => 1, isKnownBrand: () => true },
      mounts: [(api) => mountDevSmsOutbox(api, { outbox })],
    }).app.request(`http://localhost:3000/api/dev/sms-outbox${query}`);

  it('lists the newest messages first without a sign-in, filtered by number', async () => {
    await t.composed.ports.tx(async () => {
      await sender().send(message('+15550000001', 'one'));
      await sender().send(message('+15550000002', 'two'));
      await sender().send(message('+15550000001', 'three'));
    });
    const response = await get('?to=%2B15550000001');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.map((sms: { body: string }) => sms.body)).toEqual(['three', 'one']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      from: '+15550001111',
      to: '+15550000001',
      body: 'three',
      category: 'mfa-code',
      status: 'queued',
      createdAt: t.clock.now().toISOString(),
      sentAt: null,
      redactedAt: null,
    });
    expect((await (await get('?$limit=1')).json()).data).toHaveLength(1);
    expect((await get('?$limit=0')).status).toBe(400);
  });
});
