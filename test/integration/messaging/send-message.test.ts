import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  MAX_PARTICIPANTS,
  MESSAGE_MAX_LENGTH,
  UNSUPPORTED_ATTACHMENT,
} from '../../../src/shared/message-rules.ts';
import {
  addSmsNumber,
  type ConversationsKit,
  conversationsApp,
  dataUrl,
  eventsOf,
  getJson,
  PARK_PLAN,
  send,
} from './conversations-kit.ts';

let kit: ConversationsKit;
const TN = '+12012340201';
const PARKED = '+12012340202';
const NOT_ACTIVE = '+12012340203';
const TOLL_FREE_PENDING = '+18002340204';
const UMAS = '+12012340205';
const BROKERS = '+13102340206';
const DANA = '+19732340242';
const EVE = '+19732340243';

beforeAll(async () => {
  kit = await conversationsApp();
  const { t } = kit;
  await addSmsNumber(t, kit.acme.accountId, TN);
  await addSmsNumber(t, kit.acme.accountId, PARKED, { plan: PARK_PLAN });
  await addSmsNumber(t, kit.acme.accountId, NOT_ACTIVE, { sms: 'N' });
  await addSmsNumber(t, kit.acme.accountId, TOLL_FREE_PENDING, { validated: 'pending' });
  await addSmsNumber(t, kit.acme.accountId, UMAS, { userId: kit.uma.userId });
  await addSmsNumber(t, kit.broker.accountId, BROKERS);
});
afterAll(() => kit.close());

const messageCount = async () =>
  Number((await kit.t.sql<{ n: string }>('select count(*) as n from messaging.message'))[0]!.n);
const sendJobs = () =>
  kit.t.sql<{ data: { messageId: number; accountId: number }; start_after: Date; retry_limit: number }>(
    "select data, start_after, retry_limit from pgboss.job where name = 'messaging.send-message' order by created_on",
  );

describe('sending a message', () => {
  it('stores it queued in a new thread, queues the send job and publishes created events', async () => {
    const before = await eventsOf(kit.t, 'messages');
    const { status, body } = await send(kit.t, kit.admin, {
      tn: '2012340201',
      participants: ['(973) 234-0242'],
      message: 'Hello',
    });
    expect(status).toBe(201);
    expect(body).toEqual({ messageThreadId: expect.any(Number), messageId: expect.any(Number) });
    const page = await getJson(
      kit.t,
      kit.admin,
      `/api/accounts/messages?messageThreadId=${body.messageThreadId}`,
    );
    expect(page.body.data).toEqual([
      {
        messageId: body.messageId,
        messageThreadId: body.messageThreadId,
        message: 'Hello',
        type: 'sms',
        direction: 'outbound',
        from: TN,
        to: [DANA],
        createDate: '2026-11-24T12:00:00.000Z',
        attachments: [],
        deferDate: null,
        deliveryStatus: 'queued',
        deliveryDesc: '',
      },
    ]);
    const jobs = await sendJobs();
    expect(jobs.at(-1)!.data).toEqual({ messageId: body.messageId, accountId: kit.acme.accountId });
    const events = (await eventsOf(kit.t, 'messages')).slice(before.length);
    expect(events).toEqual([
      {
        type: 'created',
        data: { messageThreadId: body.messageThreadId, messageId: body.messageId },
        account_id: kit.acme.accountId,
      },
    ]);
  });

  it('continues the thread, and puts a group message to the same people in any order in one thread', async () => {
    const first = await send(kit.t, kit.admin, { tn: TN, participants: [EVE, DANA], message: 'group 1' });
    const second = await send(kit.t, kit.admin, {
      tn: TN,
      participants: [DANA, EVE, DANA],
      message: 'group 2',
    });
    expect(second.body.messageThreadId).toBe(first.body.messageThreadId);
    const thread = await getJson(
      kit.t,
      kit.admin,
      `/api/accounts/message-threads?messageThreadId=${first.body.messageThreadId}`,
    );
    expect(thread.body.data[0].participants).toEqual([DANA, EVE]);
    expect(thread.body.data[0].recentMessage).toEqual({ type: 'sms', message: 'group 2' });
  });

  it('sends from a number another account holds, or one not assigned to a user, as 404, storing nothing', async () => {
    const count = await messageCount();
    const others = await send(kit.t, kit.admin, { tn: BROKERS, participants: [DANA], message: 'x' });
    expect(others.status).toBe(404);
    expect((await send(kit.t, kit.user, { tn: TN, participants: [DANA], message: 'x' })).status).toBe(404);
    expect((await send(kit.t, kit.user, { tn: UMAS, participants: [DANA], message: 'x' })).status).toBe(201);
    expect(await messageCount()).toBe(count + 1);
  });

  it('refuses a number whose plan, activation or toll-free validation forbids texting with 422 and the reason', async () => {
    const count = await messageCount();
    const cases: Array<[string, string]> = [
      [PARKED, "You must upgrade this number's plan to enable messaging"],
      [NOT_ACTIVE, 'Messaging is not activated on this number. Activate SMS on the Numbers page first.'],
      [
        TOLL_FREE_PENDING,
        'This toll-free number cannot send until its SMS validation is approved. It may take several weeks.',
      ],
    ];
    for (const [tn, message] of cases) {
      const { status, body } = await send(kit.t, kit.admin, { tn, participants: [DANA], message: 'x' });
      expect(status).toBe(422);
      expect(body.message).toBe(message);
    }
    expect(await messageCount()).toBe(count);
  });

  it('validates recipients: valid numbers, not the sender, at most the limit, at least one', async () => {
    const count = await messageCount();
    const tooMany = Array.from({ length: MAX_PARTICIPANTS + 1 }, (_, i) => `+1973234${String(1000 + i)}`);
    const cases: Array<[unknown, string]> = [
      [['call me'], 'call me is not a valid phone number.'],
      [[TN], 'A message cannot be sent to the number it is sent from.'],
      [tooMany, `A message can go to at most ${MAX_PARTICIPANTS} recipients.`],
    ];
    for (const [participants, message] of cases) {
      const { status, body } = await send(kit.t, kit.admin, { tn: TN, participants, message: 'x' });
      expect(status).toBe(400);
      expect(body.errors.participants).toBe(message);
    }
    expect((await send(kit.t, kit.admin, { tn: TN, participants: [], message: 'x' })).status).toBe(400);
    expect(await messageCount()).toBe(count);
  });

  it('needs text or media, text of at most the limit', async () => {
    const empty = await send(kit.t, kit.admin, { tn: TN, participants: [DANA], message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.message).toBe('Write a message or attach a file.');
    const long = await send(kit.t, kit.admin, {
      tn: TN,
      participants: [DANA],
      message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1),
    });
    expect(long.status).toBe(400);
    const longest = await send(kit.t, kit.admin, {
      tn: TN,
      participants: [DANA],
      message: 'x'.repeat(MESSAGE_MAX_LENGTH),
    });
    expect(longest.status).toBe(201);
  });

  it('refuses the bot check’s failure with 400', async () => {
    const { status, body } = await send(kit.t, kit.admin, {
      tn: TN,
      participants: [DANA],
      message: 'x',
      recaptchaToken: 'fail',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('We could not verify that you are human. Please try again.');
  });

  it('refuses participants who opted out of texts from the number with 422, and sends to others', async () => {
    await kit.t.sql(
      'insert into messaging.sms_opt_out (tn, participant, created_at) values ($1, $2, now())',
      [TN, '+19732340250'],
    );
    const { status, body } = await send(kit.t, kit.admin, {
      tn: TN,
      participants: [DANA, '+19732340250'],
      message: 'x',
    });
    expect(status).toBe(422);
    expect(body.message).toBe(
      '+19732340250 opted out of texts from this number (they texted STOP); they must text START first.',
    );
    const other = await send(kit.t, kit.admin, { tn: UMAS, participants: ['+19732340250'], message: 'x' });
    expect(other.status).toBe(201);
  });
});

describe('attachments', () => {
  it('stores a data URL attachment as an MMS served at its media path to the account (a user: of their threads)', async () => {
    const media = `data:image/png;base64,${Buffer.from('PNGDATA').toString('base64')}`;
    const { status, body } = await send(kit.t, kit.admin, {
      tn: TN,
      participants: [DANA],
      message: '',
      media,
      filename: 'pic.png',
    });
    expect(status).toBe(201);
    const page = await getJson(
      kit.t,
      kit.admin,
      `/api/accounts/messages?messageThreadId=${body.messageThreadId}`,
    );
    const message = page.body.data[0];
    expect(message.type).toBe('mms');
    expect(message.attachments).toEqual([
      {
        contentType: 'image/png',
        filename: 'pic.png',
        size: 7,
        path: expect.stringMatching(/^\/api\/accounts\/media\/\d+\/[0-9a-f-]{36}\/pic\.png$/),
      },
    ]);
    const file = await kit.t.request(message.attachments[0].path, { cookie: kit.admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toContain('inline; filename="pic.png"');
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('PNGDATA');
    const byIndex = await kit.t.request(`/api/accounts/media/mms/${body.messageId}.0`, { cookie: kit.admin });
    expect(byIndex.status).toBe(200);
    expect((await kit.t.request(message.attachments[0].path, { cookie: kit.brokerAdmin })).status).toBe(404);
    expect(
      (await kit.t.request(`/api/accounts/media/mms/${body.messageId}.0`, { cookie: kit.brokerAdmin }))
        .status,
    ).toBe(404);
    expect(
      (await kit.t.request(`/api/accounts/media/mms/${body.messageId}.1`, { cookie: kit.admin })).status,
    ).toBe(404);
    expect((await kit.t.request(message.attachments[0].path)).status).toBe(401);
    expect((await kit.t.request(message.attachments[0].path, { cookie: kit.user })).status).toBe(404);
    const umas = await send(kit.t, kit.user, { tn: UMAS, participants: [DANA], media, filename: 'u.png' });
    const umasPage = await getJson(
      kit.t,
      kit.user,
      `/api/accounts/messages?messageThreadId=${umas.body.messageThreadId}`,
    );
    expect(
      (await kit.t.request(umasPage.body.data[0].attachments[0].path, { cookie: kit.user })).status,
    ).toBe(200);
  });

  it('accepts an attachment one byte under the limit and refuses one at the limit with the spec’s text', async () => {
    const count = await messageCount();
    const atLimit = await send(kit.t, kit.admin, {
      tn: TN,
      participants: [DANA],
      media: dataUrl('image/jpeg', ATTACHMENT_MAX_BYTES),
    });
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).toBe(ATTACHMENT_TOO_LARGE);
    expect(atLimit.body.errors.media).toBe(ATTACHMENT_TOO_LARGE);
    expect(await messageCount()).toBe(count);
    const under = await send(kit.t, kit.admin, {
      tn: TN,
      participants: [DANA],
      media: dataUrl('image/jpeg', ATTACHMENT_MAX_BYTES - 1),
    });
    expect(under.status).toBe(201);
  });

  it('refuses types other than image, video, text and vcard with the spec’s text, and a malformed data URL', async () => {
    for (const type of ['application/pdf', 'application/zip', 'audio/mpeg']) {
      const { status, body } = await send(kit.t, kit.admin, {
        tn: TN,
        participants: [DANA],
        media: dataUrl(type, 10),
      });
      expect(status).toBe(400);
      expect(body.errors.media).toBe(UNSUPPORTED_ATTACHMENT);
    }
    const bad = await send(kit.t, kit.admin, {
      tn: TN,
      participants: [DANA],
      media: 'http://example.com/a.png',
    });
    expect(bad.status).toBe(400);
    for (const type of ['video/mp4', 'text/vcard', 'text/plain'])
      expect(
        (await send(kit.t, kit.admin, { tn: TN, participants: [DANA], media: dataUrl(type, 10) })).status,
      ).toBe(201);
  });

  it('serves an HTML attachment as plain text with a sandbox policy, never as a page', async () => {
    const media = `data:text/html;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    const { body } = await send(kit.t, kit.admin, {
      tn: TN,
      participants: [DANA],
      media,
      filename: 'x.html',
    });
    const file = await kit.t.request(`/api/accounts/media/mms/${body.messageId}.0`, { cookie: kit.admin });
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
  });
});
