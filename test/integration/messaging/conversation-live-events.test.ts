import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSmsNumber, type ConversationsKit, conversationsApp, send } from './conversations-kit.ts';

let kit: ConversationsKit;
const TN = '+12012340401';
const BROKER_TN = '+13102340402';
const DANA = '+19732340442';

beforeAll(async () => {
  kit = await conversationsApp('2026-11-24T12:00:00Z', { withHub: true });
  await addSmsNumber(kit.t, kit.acme.accountId, TN);
  await addSmsNumber(kit.t, kit.broker.accountId, BROKER_TN);
});
afterAll(() => kit.close());

/** An open GET /api/events; `next()` answers the next data message. */
async function openStream(cookie: string) {
  const response = await kit.t.request('/api/events', { cookie });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const nextBlock = async (): Promise<string> => {
    while (!buffer.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
    const end = buffer.indexOf('\n\n');
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    return block;
  };
  expect(await nextBlock()).toContain('event: ready');
  return {
    async next(): Promise<{ service: string; type: string; data: Record<string, unknown> }> {
      for (;;) {
        const block = await nextBlock();
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data && !block.includes('event: ')) return JSON.parse(data.slice('data: '.length));
      }
    },
    close: () => reader.cancel(),
  };
}

describe('conversations as live events', () => {
  it('tells the account’s open pages of a new thread, its message and the send, and no other account', async () => {
    const acmeTab = await openStream(kit.user);
    const brokerTab = await openStream(kit.brokerAdmin);
    await addSmsNumber(kit.t, kit.acme.accountId, '+12012340403', { userId: kit.uma.userId });
    const { body } = await send(kit.t, kit.user, {
      tn: '+12012340403',
      participants: [DANA],
      message: 'live',
    });
    const thread = { messageThreadId: body.messageThreadId, tn: '+12012340403' };
    const message = { messageThreadId: body.messageThreadId, messageId: body.messageId };
    // Events of one transaction arrive together; their order among themselves is not promised.
    const created = [await acmeTab.next(), await acmeTab.next()];
    expect(created).toEqual(
      expect.arrayContaining([
        { service: 'message-threads', type: 'created', data: thread },
        { service: 'messages', type: 'created', data: message },
      ]),
    );
    await kit.t.composed.ports.runInContext(() =>
      kit.deliver({ messageId: body.messageId, accountId: kit.acme.accountId }),
    );
    const patched = [await acmeTab.next(), await acmeTab.next()];
    expect(patched).toEqual(
      expect.arrayContaining([
        { service: 'messages', type: 'patched', data: message },
        { service: 'message-threads', type: 'patched', data: thread },
      ]),
    );

    const broker = await send(kit.t, kit.brokerAdmin, { tn: BROKER_TN, participants: [DANA], message: 'b' });
    expect(await brokerTab.next()).toEqual({
      service: 'message-threads',
      type: 'created',
      data: { messageThreadId: broker.body.messageThreadId, tn: BROKER_TN },
    });
    await acmeTab.close();
    await brokerTab.close();
  });
});
