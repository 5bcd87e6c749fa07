import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlSmsOptOuts } from '../../../src/modules/messaging/adapters/db/sql-sms-opt-outs.ts';
import { INBOUND_MESSAGE_QUEUE } from '../../../src/modules/messaging/app/receive-inbound-message.ts';
import {
  KEYWORD_REPLY_QUEUE,
  type KeywordReply,
} from '../../../src/modules/messaging/app/send-keyword-reply.ts';
import { KEYWORD_REPLIES } from '../../../src/modules/messaging/domain/sms-keywords.ts';
import { FakeTelnyx } from '../../support/fake-telnyx.ts';
import type { TestApp } from '../../support/test-app.ts';
import {
  ACME_OTHER_TN,
  ACME_TN,
  BROKER_TN,
  carrierApp,
  injectInbound,
  liveEvents,
  queued,
  receivedEvent,
  runJob,
  SENDER,
} from './carrier-kit.ts';

let kit: Awaited<ReturnType<typeof carrierApp>>;
let t: TestApp;
const fake = new FakeTelnyx();

beforeAll(async () => {
  kit = await carrierApp();
  t = kit.t;
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
  await t.close();
});

const thread = async (id: number) => {
  const [row] = await t.sql<{
    account_id: number;
    tn: string;
    participants: string[];
    unread_count: number;
    recent_message: string;
  }>(
    'select account_id, tn, participants, unread_count, recent_message from messaging.message_thread where id = $1',
    [id],
  );
  return row!;
};
const messagesFrom = (from: string) =>
  t.sql<{
    message: string;
    attachments: Array<{ contentType: string; path: string; size: number }>;
    type: string;
  }>('select message, attachments, type from messaging.message where from_number = $1 order by id', [from]);
const replies = async (to: string) =>
  (await queued<KeywordReply>(t, KEYWORD_REPLY_QUEUE))
    .map((job) => job.data)
    .filter((reply) => reply.to === to);
const optedOut = async (tn: string, participant: string) =>
  (await t.sql('select 1 from messaging.sms_opt_out where tn = $1 and participant = $2', [tn, participant]))
    .length > 0;
const block = (accountId: number, callerId: string, blocked: 'Y' | 'N' = 'Y') =>
  t.sql(
    `insert into messaging.contact (account_id, name, caller_id, blocked, created_at, updated_at)
     values ($1, 'Pest', $2, $3, now(), now())`,
    [accountId, callerId, blocked],
  );

describe('an inbound message', () => {
  it('starts a thread with the sender in the account holding the number, unread and announced live', async () => {
    const { status, body } = await injectInbound(t, {
      to: ACME_TN,
      from: '(303) 234-0100',
      text: 'Are you open?',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      outcome: 'stored',
      messageThreadId: expect.any(Number),
      messageId: expect.any(Number),
    });
    expect(await thread(body.messageThreadId)).toEqual({
      account_id: kit.acme,
      tn: ACME_TN,
      participants: [SENDER],
      unread_count: 1,
      recent_message: 'Are you open?',
    });
    const [message] = await t.sql('select * from messaging.message where id = $1', [body.messageId]);
    expect(message).toMatchObject({
      direction: 'inbound',
      delivery_status: 'received',
      from_number: SENDER,
      to_numbers: [ACME_TN],
      type: 'sms',
    });
    expect((await liveEvents(t, kit.acme, 'message-threads')).at(-1)).toEqual({
      type: 'created',
      data: { messageThreadId: body.messageThreadId, tn: ACME_TN },
    });
    expect((await liveEvents(t, kit.acme, 'messages')).at(-1)).toEqual({
      type: 'created',
      data: { messageThreadId: body.messageThreadId, messageId: body.messageId },
    });
  });

  it('continues that thread next time and raises unread again', async () => {
    const first = await injectInbound(t, { to: ACME_TN, from: '+13032340101', text: 'One' });
    const second = await injectInbound(t, { to: ACME_TN, from: '+13032340101', text: 'Two' });
    expect(second.body.messageThreadId).toBe(first.body.messageThreadId);
    expect(await thread(second.body.messageThreadId)).toMatchObject({
      unread_count: 2,
      recent_message: 'Two',
    });
    expect((await liveEvents(t, kit.acme, 'message-threads')).at(-1)).toMatchObject({ type: 'patched' });
  });

  it('keeps threads apart per number of the account and per account', async () => {
    const mine = await injectInbound(t, { to: ACME_TN, from: '+13032340102', text: 'a' });
    const otherNumber = await injectInbound(t, { to: ACME_OTHER_TN, from: '+13032340102', text: 'b' });
    const otherAccount = await injectInbound(t, { to: BROKER_TN, from: '+13032340102', text: 'c' });
    expect(new Set([mine, otherNumber, otherAccount].map((answer) => answer.body.messageThreadId)).size).toBe(
      3,
    );
    expect((await thread(otherAccount.body.messageThreadId)).account_id).toBe(kit.broker);
  });

  it('puts a group message in one thread of the sender and the other receivers, without our number', async () => {
    const { body } = await injectInbound(t, {
      to: ACME_TN,
      from: '+13032340103',
      cc: ['+14152340123'],
      text: 'Group',
    });
    expect((await thread(body.messageThreadId)).participants).toEqual(['+13032340103', '+14152340123']);
    const again = await injectInbound(t, {
      to: '+14152340123',
      from: '+13032340103',
      cc: [ACME_TN],
      text: 'Again',
    });
    expect(again.body.messageThreadId).toBe(body.messageThreadId);
  });

  it('is ignored when no account holds the number', async () => {
    const { status, body } = await injectInbound(t, { to: '+12012349999', from: SENDER, text: 'Anyone?' });
    expect([status, body]).toEqual([200, { outcome: 'unknown-number' }]);
    expect(await messagesFrom(SENDER).then((rows) => rows.some((row) => row.message === 'Anyone?'))).toBe(
      false,
    );
  });

  it('from a blocked contact is dropped: no thread, no message, no event', async () => {
    await block(kit.acme, '+13032340104');
    const events = (await liveEvents(t, kit.acme, 'messages')).length;
    expect((await injectInbound(t, { to: ACME_TN, from: '+13032340104', text: 'Let me in' })).body).toEqual({
      outcome: 'blocked',
    });
    expect(await messagesFrom('+13032340104')).toEqual([]);
    expect(await liveEvents(t, kit.acme, 'messages')).toHaveLength(events);
    // Blocked in one account only: the broker still hears from them.
    expect((await injectInbound(t, { to: BROKER_TN, from: '+13032340104', text: 'Hi' })).body.outcome).toBe(
      'stored',
    );
  });

  it('from an unblocked contact is stored', async () => {
    await block(kit.acme, '+13032340105', 'N');
    expect((await injectInbound(t, { to: ACME_TN, from: '+13032340105', text: 'Hi' })).body.outcome).toBe(
      'stored',
    );
  });
});

describe('STOP, START and HELP', () => {
  const PERSON = '+13032340110';

  it('STOP opts the sender out of the number, is answered once and still shows in the thread', async () => {
    expect((await injectInbound(t, { to: ACME_TN, from: PERSON, text: 'Stop' })).body.outcome).toBe('stored');
    expect(await optedOut(ACME_TN, PERSON)).toBe(true);
    expect(await optedOut(ACME_OTHER_TN, PERSON)).toBe(false);
    await injectInbound(t, { to: ACME_TN, from: PERSON, text: 'UNSUBSCRIBE' });
    const answers = await replies(PERSON);
    expect(answers).toEqual([
      {
        tn: ACME_TN,
        to: PERSON,
        text: KEYWORD_REPLIES.stop,
        reference: expect.stringMatching(/^keyword-sim-in-/),
      },
    ]);
    expect((await messagesFrom(PERSON)).map((row) => row.message)).toEqual(['Stop', 'UNSUBSCRIBE']);
  });

  it('the answer goes out through the carrier from the number that was texted', async () => {
    const [answer] = await replies(PERSON);
    await runJob(t, KEYWORD_REPLY_QUEUE, answer!);
    expect(kit.carrier.sent.at(-1)).toEqual({
      reference: answer!.reference,
      from: ACME_TN,
      to: [PERSON],
      text: KEYWORD_REPLIES.stop,
      media: [],
    });
  });

  it('START opts back in and is answered; a plain "yes" from someone not opted out is not', async () => {
    await injectInbound(t, { to: ACME_TN, from: PERSON, text: 'start' });
    expect(await optedOut(ACME_TN, PERSON)).toBe(false);
    expect((await replies(PERSON)).at(-1)).toMatchObject({ text: KEYWORD_REPLIES.start });
    await injectInbound(t, { to: ACME_TN, from: '+13032340111', text: 'Yes' });
    expect(await replies('+13032340111')).toEqual([]);
    expect((await messagesFrom('+13032340111')).map((row) => row.message)).toEqual(['Yes']);
  });

  it('HELP is answered each time', async () => {
    await injectInbound(t, { to: ACME_TN, from: '+13032340112', text: 'HELP' });
    await injectInbound(t, { to: ACME_TN, from: '+13032340112', text: 'info' });
    expect((await replies('+13032340112')).map((reply) => reply.text)).toEqual([
      KEYWORD_REPLIES.help,
      KEYWORD_REPLIES.help,
    ]);
  });

  it('leaves the opted-out among several participants to be found (the send rule reads them)', async () => {
    const optOuts = new SqlSmsOptOuts(() => t.orm.em.fork());
    await injectInbound(t, { to: ACME_TN, from: '+13032340114', text: 'quit' });
    expect(await optOuts.optedOut(ACME_TN, ['+13032340114', '+13032340115', PERSON])).toEqual([
      '+13032340114',
    ]);
  });

  it('a blocked contact’s STOP still opts them out, but nothing is stored', async () => {
    await block(kit.acme, '+13032340113');
    expect((await injectInbound(t, { to: ACME_TN, from: '+13032340113', text: 'STOP' })).body.outcome).toBe(
      'blocked',
    );
    expect(await optedOut(ACME_TN, '+13032340113')).toBe(true);
    expect(await messagesFrom('+13032340113')).toEqual([]);
  });
});

describe('inbound media', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

  it('is stored through the MediaStore and the message is an MMS', async () => {
    const mediaDataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
    const { body } = await injectInbound(t, { to: ACME_TN, from: '+13032340120', text: '', mediaDataUrl });
    expect(body.outcome).toBe('stored');
    const [message] = await messagesFrom('+13032340120');
    expect(message!.type).toBe('mms');
    const [attachment] = message!.attachments;
    expect(attachment).toMatchObject({
      contentType: 'image/png',
      size: PNG.length,
      path: expect.stringMatching(new RegExp(`^${kit.acme}/`)),
    });
    expect(await readFile(path.join(kit.dataDir, 'media', attachment!.path))).toEqual(PNG);
  });

  it('is fetched from Telnyx’s links by the inbound job; types we do not serve are left out', async () => {
    fake.media.set('/media/cat.png', { contentType: 'image/png', bytes: PNG });
    fake.media.set('/media/doc.pdf', { contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4') });
    const event = receivedEvent({
      id: 'in-mms',
      from: '+13032340121',
      text: 'Look',
      media: [
        { url: `${fake.url}/media/cat.png`, content_type: 'image/png' },
        { url: `${fake.url}/media/doc.pdf`, content_type: 'application/pdf' },
      ],
    });
    const payload = event.data.payload;
    await runJob(t, INBOUND_MESSAGE_QUEUE, {
      carrierMessageId: payload.id,
      from: payload.from.phone_number,
      to: [ACME_TN],
      text: payload.text,
      media: payload.media.map((file) => ({ url: file.url, contentType: file.content_type })),
    });
    const [message] = await messagesFrom('+13032340121');
    expect(message!.attachments).toEqual([
      {
        contentType: 'image/png',
        filename: 'cat.png',
        path: expect.stringMatching(/cat\.png$/),
        size: PNG.length,
      },
    ]);
  });

  it('a media link that fails for now fails the job (retried), storing nothing', async () => {
    const job = runJob(t, INBOUND_MESSAGE_QUEUE, {
      carrierMessageId: 'in-mms-down',
      from: '+13032340122',
      to: [ACME_TN],
      text: '',
      media: [{ url: 'http://127.0.0.1:1/media/x.png', contentType: 'image/png' }],
    });
    await expect(job).rejects.toThrow();
    expect(await messagesFrom('+13032340122')).toEqual([]);
  });
});
