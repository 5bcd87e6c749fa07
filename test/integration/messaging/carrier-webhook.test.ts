import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_RECEIPT_QUEUE,
  ReceiptNotMatchedYet,
  UNMATCHED_RECEIPT_DELAY_MS,
} from '../../../src/modules/messaging/app/apply-delivery-receipt.ts';
import { INBOUND_MESSAGE_QUEUE } from '../../../src/modules/messaging/app/receive-inbound-message.ts';
import type { TestApp } from '../../support/test-app.ts';
import {
  ACME_TN,
  carrierApp,
  liveEvents,
  messageRow,
  postTelnyx,
  queued,
  receiptEvent,
  receivedEvent,
  runJob,
  SENDER,
  sentMessage,
} from './carrier-kit.ts';

let kit: Awaited<ReturnType<typeof carrierApp>>;
let t: TestApp;

beforeAll(async () => {
  kit = await carrierApp();
  t = kit.t;
});
afterAll(() => t.close());

const messagesOf = (carrierMessageId: string) =>
  t.sql('select * from messaging.message where carrier_message_id = $1', [carrierMessageId]);

describe('the Telnyx webhook’s signature', () => {
  it('accepts a signed message.received and queues it for the inbound job', async () => {
    const event = receivedEvent({ id: 'in-signed', text: 'Signed hello' });
    const response = await postTelnyx(t, event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    const jobs = (await queued(t, INBOUND_MESSAGE_QUEUE)).filter((job) => job.singleton_key === 'in-signed');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data).toMatchObject({
      carrierMessageId: 'in-signed',
      from: SENDER,
      to: [ACME_TN],
      text: 'Signed hello',
    });
  });

  it('answers 401 and queues nothing for a changed body, another key, a stale or missing signature', async () => {
    const before = (await queued(t, INBOUND_MESSAGE_QUEUE)).length;
    const event = receivedEvent({ id: 'in-forged' });
    const otherKey = generateKeyPairSync('ed25519').privateKey;
    const stale = new Date(t.clock.now().getTime() - 6 * 60_000);
    const future = new Date(t.clock.now().getTime() + 6 * 60_000);
    const answers = await Promise.all([
      postTelnyx(t, event, { tamper: (body) => body.replace('Hello there', 'Send me money') }),
      postTelnyx(t, event, { key: otherKey }),
      postTelnyx(t, event, { at: stale }),
      postTelnyx(t, event, { at: future }),
      t.request('/api/carrier/messaging/telnyx', { method: 'POST', json: event }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ name: 'NotAuthenticated' });
    }
    expect(await queued(t, INBOUND_MESSAGE_QUEUE)).toHaveLength(before);
  });

  it('accepts a signature made four minutes ago (within the tolerance)', async () => {
    const at = new Date(t.clock.now().getTime() - 4 * 60_000);
    expect((await postTelnyx(t, receivedEvent({ id: 'in-recent' }), { at })).status).toBe(200);
  });

  it('refuses every webhook when no TELNYX_PUBLIC_KEY is configured', async () => {
    const bare = await carrierApp({ TELNYX_PUBLIC_KEY: '' });
    try {
      expect((await postTelnyx(bare.t, receivedEvent({ id: 'in-nokey' }))).status).toBe(401);
    } finally {
      await bare.t.close();
    }
  });

  it('stores a repeated webhook once, however often its jobs run', async () => {
    expect((await postTelnyx(t, receivedEvent({ id: 'in-signed', text: 'Signed hello' }))).status).toBe(200);
    const jobs = (await queued(t, INBOUND_MESSAGE_QUEUE)).filter((job) => job.singleton_key === 'in-signed');
    for (const job of [...jobs, ...jobs]) await runJob(t, INBOUND_MESSAGE_QUEUE, job.data as object);
    const stored = await messagesOf('in-signed');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      direction: 'inbound',
      delivery_status: 'received',
      message: 'Signed hello',
      from_number: SENDER,
    });
  });

  it('ignores events it does not handle', async () => {
    const response = await postTelnyx(t, {
      data: { event_type: 'number_order.complete', payload: { id: 'x-1' } },
    });
    expect(response.status).toBe(200);
  });
});

describe('delivery receipts', () => {
  it('sets delivered from message.finalized and tells the account’s pages', async () => {
    const { messageId, messageThreadId } = await sentMessage(t, kit.acme, 'out-delivered');
    expect(
      (await postTelnyx(t, receiptEvent('message.finalized', 'out-delivered', ['delivered']))).status,
    ).toBe(200);
    expect(await messageRow(t, messageId)).toEqual({ delivery_status: 'delivered', delivery_desc: '' });
    expect((await liveEvents(t, kit.acme, 'messages')).at(-1)).toEqual({
      type: 'patched',
      data: { messageThreadId, messageId },
    });
    expect((await liveEvents(t, kit.acme, 'message-threads')).at(-1)).toMatchObject({
      type: 'patched',
      data: { messageThreadId },
    });
  });

  it('sets failed with Telnyx’s reason, and a late message.sent does not undo it', async () => {
    const { messageId } = await sentMessage(t, kit.acme, 'out-failed');
    const errors = [
      { code: '40008', title: 'Undeliverable', detail: 'The destination handset is unreachable.' },
    ];
    await postTelnyx(t, receiptEvent('message.finalized', 'out-failed', ['delivery_failed'], errors));
    await postTelnyx(t, receiptEvent('message.sent', 'out-failed', ['sent']));
    expect(await messageRow(t, messageId)).toEqual({
      delivery_status: 'failed',
      delivery_desc: 'Undeliverable: The destination handset is unreachable.',
    });
  });

  it('fails a group message when one recipient failed', async () => {
    const { messageId } = await sentMessage(t, kit.acme, 'out-group');
    await postTelnyx(
      t,
      receiptEvent(
        'message.finalized',
        'out-group',
        ['delivered', 'sending_failed'],
        [{ code: '1', title: 'Blocked' }],
      ),
    );
    expect(await messageRow(t, messageId)).toEqual({ delivery_status: 'failed', delivery_desc: 'Blocked' });
  });

  it('keeps a receipt that beats the send job’s commit, and applies it once the carrier id is stored', async () => {
    expect((await postTelnyx(t, receiptEvent('message.finalized', 'out-early', ['delivered']))).status).toBe(
      200,
    );
    const [retry] = (await queued<{ carrierMessageId: string }>(t, DELIVERY_RECEIPT_QUEUE)).filter(
      (job) => job.data.carrierMessageId === 'out-early',
    );
    expect(retry!.data).toEqual({ carrierMessageId: 'out-early', status: 'delivered', description: '' });
    expect(retry!.startAfterMs).toBe(t.clock.now().getTime() + UNMATCHED_RECEIPT_DELAY_MS);
    // Still not stored: the job fails, so pg-boss tries again later.
    await expect(runJob(t, DELIVERY_RECEIPT_QUEUE, retry!.data)).rejects.toBeInstanceOf(ReceiptNotMatchedYet);
    const { messageId } = await sentMessage(t, kit.acme, 'out-early');
    await runJob(t, DELIVERY_RECEIPT_QUEUE, retry!.data);
    expect((await messageRow(t, messageId)).delivery_status).toBe('delivered');
  });
});
