import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_RECEIPT_QUEUE } from '../../../src/modules/messaging/app/apply-delivery-receipt.ts';
import { injectInbound, queued, runJob } from './carrier-kit.ts';
import { addSmsNumber, type ConversationsKit, conversationsApp, getJson, send } from './conversations-kit.ts';

let kit: ConversationsKit;
const TN = '+12012340170';
const DANA = '+13032340170';

beforeAll(async () => {
  kit = await conversationsApp();
  await addSmsNumber(kit.t, kit.acme.accountId, TN);
});
afterAll(() => kit.close());

describe('a conversation through the simulated carrier', () => {
  it('a sent message shows delivered once the simulator’s receipt job has run', async () => {
    const { status, body } = await send(kit.t, kit.admin, {
      tn: TN,
      participants: [DANA],
      message: 'Hi Dana',
      recaptchaToken: 'ok',
    });
    expect(status).toBe(201);
    await kit.t.composed.ports.runInContext(() =>
      kit.deliver({ messageId: body.messageId, accountId: kit.acme.accountId }),
    );
    const page = () =>
      getJson(kit.t, kit.admin, `/api/accounts/messages?messageThreadId=${body.messageThreadId}`);
    expect((await page()).body.data[0]).toMatchObject({ deliveryStatus: 'sent' });
    const [receipt] = await queued(kit.t, DELIVERY_RECEIPT_QUEUE);
    await runJob(kit.t, DELIVERY_RECEIPT_QUEUE, receipt!.data);
    expect((await page()).body.data[0]).toMatchObject({
      messageId: body.messageId,
      deliveryStatus: 'delivered',
    });
  });

  it('Dana’s answer, injected as the carrier would deliver it, lands in that thread as unread', async () => {
    const { body } = await injectInbound(kit.t, { to: TN, from: DANA, text: 'Hi yourself' });
    const threads = await getJson(
      kit.t,
      kit.admin,
      `/api/accounts/message-threads?tn=${encodeURIComponent(TN)}`,
    );
    const [thread] = threads.body.data;
    expect(thread).toMatchObject({
      messageThreadId: body.messageThreadId,
      unreadCount: 1,
      recentMessage: { message: 'Hi yourself' },
    });
  });
});
