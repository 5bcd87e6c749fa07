import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CarrierRejected } from '../../../src/modules/messaging/ports/messaging-carrier.ts';
import {
  addSmsNumber,
  type ConversationsKit,
  conversationsApp,
  eventsOf,
  getJson,
  send,
} from './conversations-kit.ts';

let kit: ConversationsKit;
const TN = '+12012340301';
const HOUSE_TN = '+12012340302';
const DANA = '+19732340342';
const NOW = '2026-11-24T12:00:00.000Z';

beforeAll(async () => {
  kit = await conversationsApp(NOW);
  await addSmsNumber(kit.t, kit.acme.accountId, TN);
  await addSmsNumber(kit.t, kit.house.accountId, HOUSE_TN);
});
afterAll(() => kit.close());

const row = async (id: number) =>
  (
    await kit.t.sql<{ delivery_status: string; delivery_desc: string; carrier_message_id: string | null }>(
      'select delivery_status, delivery_desc, carrier_message_id from messaging.message where id = $1',
      [id],
    )
  )[0]!;
const jobOf = async (messageId: number) =>
  kit.t.sql<{ data: { messageId: number; accountId: number }; start_after: Date }>(
    "select data, start_after from pgboss.job where name = 'messaging.send-message' and (data->>'messageId')::int = $1 order by created_on",
    [messageId],
  );
const runJob = (data: { messageId: number; accountId: number }, final = false) =>
  kit.t.composed.ports.runInContext(() => kit.deliver(data, { final }));
const sentTo = (text: string) => kit.carrier.sent.filter((message) => message.text === text);

describe('the send job', () => {
  it('hands the message to the carrier with a stable reference, marks it sent with the carrier id and publishes patched', async () => {
    const { body } = await send(kit.t, kit.admin, { tn: TN, participants: [DANA], message: 'job 1' });
    const [job] = await jobOf(body.messageId);
    const before = (await eventsOf(kit.t, 'messages')).length;
    await runJob(job!.data);
    expect(sentTo('job 1')).toEqual([
      { reference: `numberyard-message-${body.messageId}`, from: TN, to: [DANA], text: 'job 1', media: [] },
    ]);
    expect(await row(body.messageId)).toEqual({
      delivery_status: 'sent',
      delivery_desc: '',
      carrier_message_id: `sim-msg-numberyard-message-${body.messageId}`,
    });
    const events = (await eventsOf(kit.t, 'messages')).slice(before);
    expect(events).toContainEqual({
      type: 'patched',
      data: { messageThreadId: body.messageThreadId, messageId: body.messageId },
      account_id: kit.acme.accountId,
    });
  });

  it('never sends twice: a repeated job and two deliveries at once reach the carrier once', async () => {
    const { body } = await send(kit.t, kit.admin, { tn: TN, participants: [DANA], message: 'job 2' });
    const data = { messageId: body.messageId, accountId: kit.acme.accountId };
    const spy = vi.spyOn(kit.carrier, 'send');
    await Promise.all([runJob(data), runJob(data)]);
    await runJob(data);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(sentTo('job 2')).toHaveLength(1);
  });

  it('leaves the message queued on a transient carrier error (pg-boss retries) and sends it on the retry, once', async () => {
    const { body } = await send(kit.t, kit.admin, { tn: TN, participants: [DANA], message: 'job 3' });
    const data = { messageId: body.messageId, accountId: kit.acme.accountId };
    const spy = vi.spyOn(kit.carrier, 'send').mockRejectedValueOnce(new Error('connect ETIMEDOUT'));
    await expect(runJob(data)).rejects.toThrow('ETIMEDOUT');
    expect((await row(body.messageId)).delivery_status).toBe('queued');
    await runJob(data);
    await runJob(data);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
    expect(sentTo('job 3')).toHaveLength(1);
    expect((await row(body.messageId)).delivery_status).toBe('sent');
  });

  it('fails the message for good when the carrier rejects it, with its reason, and does not retry', async () => {
    const { body } = await send(kit.t, kit.admin, { tn: TN, participants: [DANA], message: 'job 4' });
    const data = { messageId: body.messageId, accountId: kit.acme.accountId };
    const spy = vi
      .spyOn(kit.carrier, 'send')
      .mockRejectedValue(new CarrierRejected('Invalid destination number'));
    await runJob(data);
    await runJob(data);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(await row(body.messageId)).toMatchObject({
      delivery_status: 'failed',
      delivery_desc: 'Invalid destination number',
    });
    const page = await getJson(
      kit.t,
      kit.admin,
      `/api/accounts/messages?messageThreadId=${body.messageThreadId}`,
    );
    expect(page.body.data[0]).toMatchObject({
      deliveryStatus: 'failed',
      deliveryDesc: 'Invalid destination number',
    });
  });

  it('fails the message after the last retry of a transient error', async () => {
    const { body } = await send(kit.t, kit.admin, { tn: TN, participants: [DANA], message: 'job 5' });
    const spy = vi.spyOn(kit.carrier, 'send').mockRejectedValue(new Error('503'));
    await runJob({ messageId: body.messageId, accountId: kit.acme.accountId }, true);
    spy.mockRestore();
    expect(await row(body.messageId)).toMatchObject({
      delivery_status: 'failed',
      delivery_desc: 'The carrier could not be reached; the message was not sent.',
    });
  });

  it('is queued with retries and exponential backoff', async () => {
    const [queue] = await kit.t.sql<{ retry_limit: number; retry_backoff: boolean }>(
      "select retry_limit, retry_backoff from pgboss.queue where name = 'messaging.send-message'",
    );
    expect(queue).toEqual({ retry_limit: 6, retry_backoff: true });
  });
});

describe('scheduled messages', () => {
  it('stores a message with a deferDate as scheduled, its job starting at that time, and the thread shows it', async () => {
    const deferDate = '2026-11-25T09:00:00.000Z';
    const { status, body } = await send(kit.t, kit.admin, {
      tn: TN,
      participants: ['+19732340350'],
      message: 'later',
      deferDate,
    });
    expect(status).toBe(201);
    const [job] = await jobOf(body.messageId);
    expect(new Date(job!.start_after).toISOString()).toBe(deferDate);
    const page = await getJson(
      kit.t,
      kit.admin,
      `/api/accounts/messages?messageThreadId=${body.messageThreadId}`,
    );
    expect(page.body.data[0]).toMatchObject({ deliveryStatus: 'scheduled', deferDate });
    const thread = await getJson(
      kit.t,
      kit.admin,
      `/api/accounts/message-threads?messageThreadId=${body.messageThreadId}`,
    );
    expect(thread.body.data[0].hasScheduled).toBe(true);
  });

  it('sends only once the clock passes the deferDate: an early run waits for the time again', async () => {
    const deferDate = '2026-11-24T15:00:00.000Z';
    const { body } = await send(kit.t, kit.admin, {
      tn: TN,
      participants: ['+19732340351'],
      message: 'at three',
      deferDate,
    });
    const data = { messageId: body.messageId, accountId: kit.acme.accountId };
    kit.t.clock.set('2026-11-24T14:59:00Z');
    await runJob(data);
    expect(sentTo('at three')).toHaveLength(0);
    expect((await row(body.messageId)).delivery_status).toBe('scheduled');
    expect((await jobOf(body.messageId)).map((job) => new Date(job.start_after).toISOString())).toEqual([
      deferDate,
      deferDate,
    ]);
    kit.t.clock.set('2026-11-24T15:00:00Z');
    await runJob(data);
    expect(sentTo('at three')).toHaveLength(1);
    expect((await row(body.messageId)).delivery_status).toBe('sent');
    kit.t.clock.set(NOW);
    const thread = await getJson(
      kit.t,
      kit.admin,
      `/api/accounts/message-threads?messageThreadId=${body.messageThreadId}`,
    );
    expect(thread.body.data[0].hasScheduled).toBe(false);
  });

  it('does not send a scheduled message whose thread was deleted', async () => {
    const deferDate = '2026-11-24T13:00:00.000Z';
    const { status, body } = await send(kit.t, kit.admin, {
      tn: TN,
      participants: ['+19732340352'],
      message: 'gone',
      deferDate,
    });
    expect(status).toBe(201);
    await kit.t.request(`/api/accounts/message-threads/${body.messageThreadId}`, {
      method: 'DELETE',
      cookie: kit.admin,
    });
    kit.t.clock.set('2026-11-24T13:00:00Z');
    await runJob({ messageId: body.messageId, accountId: kit.acme.accountId });
    kit.t.clock.set(NOW);
    expect(sentTo('gone')).toHaveLength(0);
    expect(await row(body.messageId)).toMatchObject({
      delivery_status: 'failed',
      delivery_desc: 'The conversation was deleted before the message was sent.',
    });
  });

  it('refuses a deferDate in the past or more than a year ahead with 400, storing nothing', async () => {
    const cases: Array<[string, string]> = [
      ['2026-11-24T11:59:00Z', 'The scheduled time must be in the future.'],
      ['2027-11-25T12:00:01Z', 'A message can be scheduled at most one year ahead.'],
    ];
    for (const [deferDate, message] of cases) {
      const { status, body } = await send(kit.t, kit.admin, {
        tn: TN,
        participants: [DANA],
        message: 'x',
        deferDate,
      });
      expect(status).toBe(400);
      expect(body.errors.deferDate).toBe(message);
    }
  });
});

describe('rate limit', () => {
  it('stops an account sending more than 30 messages a minute with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await send(kit.t, kit.staff, { tn: HOUSE_TN, participants: [DANA], message: `r${i}` })).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('through pg-boss', () => {
  it('a worker picks the queued job up and the message goes out once', async () => {
    const { startWorkers } = await import('../../../src/platform/jobs/pg-boss-jobs.ts');
    const { createLogger } = await import('../../../src/platform/logging/logger.ts');
    kit.t.clock.set('2026-11-24T12:05:00Z');
    const { status, body } = await send(kit.t, kit.admin, {
      tn: TN,
      participants: [DANA],
      message: 'by worker',
    });
    expect(status).toBe(201);
    const jobs = kit.t.composed.jobs.filter((job) => job.queue === 'messaging.send-message');
    await startWorkers(kit.t.boss, jobs, {
      logger: createLogger('silent'),
      runInContext: kit.t.composed.ports.runInContext,
      pollingIntervalSeconds: 0.5,
    });
    try {
      // The earlier tests queued some 40 messages: batches drain them at once (ADR 0089; 19.6 s when one a poll).
      const deadline = Date.now() + 45_000;
      while ((await row(body.messageId)).delivery_status !== 'sent' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await row(body.messageId)).delivery_status).toBe('sent');
      expect(sentTo('by worker')).toHaveLength(1);
    } finally {
      await kit.t.boss.offWork('messaging.send-message');
    }
  }, 60_000);
});
