import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSmsNumber,
  type ConversationsKit,
  conversationsApp,
  eventsOf,
  getJson,
  receive,
} from './conversations-kit.ts';

let kit: ConversationsKit;
const ACME_TN = '+12012340101';
const UMAS_TN = '+12012340102';
const BROKER_TN = '+13102340103';
const HOUSE_TN = '+12012340104';
const DANA = '+19732340142';
const EVE = '+19732340143';

beforeAll(async () => {
  kit = await conversationsApp();
  const { t } = kit;
  await addSmsNumber(t, kit.acme.accountId, ACME_TN);
  await addSmsNumber(t, kit.acme.accountId, UMAS_TN, { userId: kit.uma.userId });
  await addSmsNumber(t, kit.broker.accountId, BROKER_TN);
  await addSmsNumber(t, kit.house.accountId, HOUSE_TN);
});
afterAll(() => kit.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute));
const list = (cookie: string, query = '') => getJson(kit.t, cookie, `/api/accounts/message-threads${query}`);
const patch = (cookie: string, id: number, json: unknown) =>
  kit.t.request(`/api/accounts/message-threads/${id}`, { method: 'PATCH', cookie, json });

describe('the conversation list', () => {
  let older: number;
  let newer: number;
  let umas: number;

  beforeAll(async () => {
    older = (
      await receive(kit, { accountId: kit.acme.accountId, tn: ACME_TN, from: DANA, text: 'hi', at: at(1) })
    ).threadId;
    newer = (
      await receive(kit, { accountId: kit.acme.accountId, tn: ACME_TN, from: EVE, text: 'yo', at: at(2) })
    ).threadId;
    umas = (
      await receive(kit, { accountId: kit.acme.accountId, tn: UMAS_TN, from: DANA, text: 'u', at: at(3) })
    ).threadId;
    await receive(kit, { accountId: kit.broker.accountId, tn: BROKER_TN, from: DANA, text: 'b', at: at(4) });
    await kit.t.sql(
      `insert into messaging.contact (account_id, name, caller_id, blocked, created_at, updated_at)
       values ($1, 'Dana', $2, 'Y', now(), now())`,
      [kit.acme.accountId, DANA],
    );
  });

  it('answers the account’s threads newest first with contacts, unread count and the number', async () => {
    const { status, body } = await list(kit.admin);
    expect(status).toBe(200);
    expect(body.limit).toBe(20);
    expect(body.data.map((thread: { messageThreadId: number }) => thread.messageThreadId)).toEqual([
      umas,
      newer,
      older,
    ]);
    expect(body.data[2]).toEqual({
      messageThreadId: older,
      tn: ACME_TN,
      name: '',
      participants: [DANA],
      contacts: [{ contactId: expect.any(Number), callerId: DANA, name: 'Dana', blocked: 'Y' }],
      unreadCount: 1,
      recentMessage: { type: 'sms', message: 'hi' },
      recentMessageDate: at(1).toISOString(),
      hasScheduled: false,
      lastDeliveryStatus: 'received',
      telephoneNumber: { tn: ACME_TN, nickname: '', smsEnabled: 'Y', stringHosted: 'N' },
    });
  });

  it('pages with beforeDate and beforeId, filters by tn in any form, and finds one thread by id', async () => {
    const first = await list(kit.admin, '?$limit=2');
    expect(first.body.data).toHaveLength(2);
    const last = first.body.data[1];
    const next = await list(
      kit.admin,
      `?$limit=2&beforeDate=${last.recentMessageDate}&beforeId=${last.messageThreadId}`,
    );
    expect(next.body.data.map((thread: { messageThreadId: number }) => thread.messageThreadId)).toEqual([
      older,
    ]);
    const byTn = await list(kit.admin, '?tn=2012340101');
    expect(byTn.body.data.map((thread: { tn: string }) => thread.tn)).toEqual([ACME_TN, ACME_TN]);
    const one = await list(kit.admin, `?messageThreadId=${newer}&$relations[]=contacts`);
    expect(one.body.data.map((thread: { messageThreadId: number }) => thread.messageThreadId)).toEqual([
      newer,
    ]);
  });

  it('keeps threads sharing a date apart by id across pages', async () => {
    const same = at(30);
    const a = await receive(kit, {
      accountId: kit.house.accountId,
      tn: HOUSE_TN,
      from: DANA,
      text: '1',
      at: same,
    });
    const b = await receive(kit, {
      accountId: kit.house.accountId,
      tn: HOUSE_TN,
      from: EVE,
      text: '2',
      at: same,
    });
    const first = await list(kit.staff, '?$limit=1');
    expect(first.body.data[0].messageThreadId).toBe(b.threadId);
    const cursor = `beforeDate=${same.toISOString()}&beforeId=${b.threadId}`;
    expect((await list(kit.staff, `?$limit=1&${cursor}`)).body.data[0].messageThreadId).toBe(a.threadId);
  });

  it('shows a member with role user only the threads of numbers assigned to them', async () => {
    const { body } = await list(kit.user);
    expect(body.data.map((thread: { messageThreadId: number }) => thread.messageThreadId)).toEqual([umas]);
  });

  it('refuses a $limit over 20 and a bad beforeDate with 400', async () => {
    expect((await list(kit.admin, '?$limit=21')).status).toBe(400);
    expect((await list(kit.admin, '?beforeDate=yesterday')).status).toBe(400);
  });

  it('answers 401 to a guest', async () => {
    expect((await kit.t.request('/api/accounts/message-threads')).status).toBe(401);
  });
});

describe('reading and the unread toggle', () => {
  it('marks the thread read when a member opens it, with a patched event', async () => {
    const { threadId } = await receive(kit, {
      accountId: kit.acme.accountId,
      tn: ACME_TN,
      from: '+19732340150',
      text: 'x',
    });
    const before = (await eventsOf(kit.t, 'message-threads')).length;
    const page = await getJson(kit.t, kit.admin, `/api/accounts/messages?messageThreadId=${threadId}`);
    expect(page.status).toBe(200);
    expect(page.body.data[0].message).toBe('x');
    const thread = (await list(kit.admin, `?messageThreadId=${threadId}`)).body.data[0];
    expect(thread.unreadCount).toBe(0);
    const events = (await eventsOf(kit.t, 'message-threads')).slice(before);
    expect(events).toEqual([
      { type: 'patched', data: { messageThreadId: threadId, tn: ACME_TN }, account_id: kit.acme.accountId },
    ]);
  });

  it('never marks read when an employee opens it, nor on an older page', async () => {
    const { threadId } = await receive(kit, {
      accountId: kit.house.accountId,
      tn: HOUSE_TN,
      from: '+19732340151',
      text: 'y',
    });
    await getJson(kit.t, kit.staff, `/api/accounts/messages?messageThreadId=${threadId}`);
    expect((await list(kit.staff, `?messageThreadId=${threadId}`)).body.data[0].unreadCount).toBe(1);
    const acme = await receive(kit, {
      accountId: kit.acme.accountId,
      tn: ACME_TN,
      from: '+19732340152',
      text: 'z',
    });
    await getJson(
      kit.t,
      kit.admin,
      `/api/accounts/messages?messageThreadId=${acme.threadId}&beforeDate=2030-01-01T00:00:00Z`,
    );
    expect((await list(kit.admin, `?messageThreadId=${acme.threadId}`)).body.data[0].unreadCount).toBe(1);
  });

  it('toggles unread with PATCH unreadCount (0 read, more unread) and answers the thread', async () => {
    const { threadId } = await receive(kit, {
      accountId: kit.acme.accountId,
      tn: ACME_TN,
      from: '+19732340153',
      text: 'q',
    });
    const read = await patch(kit.admin, threadId, { unreadCount: 0 });
    expect(read.status).toBe(200);
    expect((await read.json()).unreadCount).toBe(0);
    const unread = await patch(kit.admin, threadId, { unreadCount: 5 });
    expect((await unread.json()).unreadCount).toBe(1);
    expect((await patch(kit.admin, threadId, { unreadCount: -1 })).status).toBe(400);
  });

  it('answers 404 for another account’s thread, to a user for a number not assigned to them, and changes nothing', async () => {
    const other = await receive(kit, {
      accountId: kit.broker.accountId,
      tn: BROKER_TN,
      from: '+19732340154',
      text: 'n',
    });
    expect((await patch(kit.admin, other.threadId, { unreadCount: 0 })).status).toBe(404);
    expect(
      (await getJson(kit.t, kit.admin, `/api/accounts/messages?messageThreadId=${other.threadId}`)).status,
    ).toBe(404);
    const deleted = await kit.t.request(`/api/accounts/message-threads/${other.threadId}`, {
      method: 'DELETE',
      cookie: kit.admin,
    });
    expect(deleted.status).toBe(404);
    expect((await list(kit.brokerAdmin, `?messageThreadId=${other.threadId}`)).body.data[0].unreadCount).toBe(
      1,
    );
    const adas = await receive(kit, {
      accountId: kit.acme.accountId,
      tn: ACME_TN,
      from: '+19732340155',
      text: 'm',
    });
    expect(
      (await getJson(kit.t, kit.user, `/api/accounts/messages?messageThreadId=${adas.threadId}`)).status,
    ).toBe(404);
    expect((await list(kit.admin, `?messageThreadId=${adas.threadId}`)).body.data[0].unreadCount).toBe(1);
  });
});

describe('deleting', () => {
  it('removes a thread from the list (kept in the table), with a removed event; the next message starts a new thread', async () => {
    const from = '+19732340160';
    const { threadId } = await receive(kit, { accountId: kit.acme.accountId, tn: ACME_TN, from, text: 'a' });
    const response = await kit.t.request(`/api/accounts/message-threads/${threadId}`, {
      method: 'DELETE',
      cookie: kit.admin,
    });
    expect(response.status).toBe(204);
    expect((await list(kit.admin, `?messageThreadId=${threadId}`)).body.data).toEqual([]);
    const [row] = await kit.t.sql<{ deleted_at: Date | null }>(
      'select deleted_at from messaging.message_thread where id = $1',
      [threadId],
    );
    expect(row!.deleted_at).not.toBeNull();
    const events = await eventsOf(kit.t, 'message-threads');
    expect(events.at(-1)).toMatchObject({ type: 'removed', data: { messageThreadId: threadId } });
    const again = await receive(kit, { accountId: kit.acme.accountId, tn: ACME_TN, from, text: 'b' });
    expect(again.threadId).not.toBe(threadId);
  });

  it('bulk deletes for employees only: the account’s threads among the ids, others skipped', async () => {
    const mine = await receive(kit, {
      accountId: kit.house.accountId,
      tn: HOUSE_TN,
      from: '+19732340161',
      text: 'a',
    });
    const theirs = await receive(kit, {
      accountId: kit.broker.accountId,
      tn: BROKER_TN,
      from: '+19732340162',
      text: 'b',
    });
    const refused = await kit.t.request('/api/accounts/messageThreadsBulkDelete', {
      method: 'POST',
      cookie: kit.admin,
      json: { messageThreadIds: [mine.threadId] },
    });
    expect(refused.status).toBe(403);
    const response = await kit.t.request('/api/accounts/messageThreadsBulkDelete', {
      method: 'POST',
      cookie: kit.staff,
      json: { messageThreadIds: [mine.threadId, theirs.threadId, 999999] },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ messageThreadIds: [mine.threadId] });
    expect((await list(kit.brokerAdmin, `?messageThreadId=${theirs.threadId}`)).body.data).toHaveLength(1);
  });
});

describe('staff logging', () => {
  it('writes an audit entry for viewMessageDetails by staff, and refuses others', async () => {
    const { threadId } = await receive(kit, {
      accountId: kit.house.accountId,
      tn: HOUSE_TN,
      from: '+19732340170',
      text: 'secret',
    });
    const json = {
      command: 'viewMessageDetails',
      tn: HOUSE_TN,
      participants: ['+19732340170'],
      messageThreadId: threadId,
    };
    const refused = await kit.t.request('/api/admin/logging', { method: 'POST', cookie: kit.admin, json });
    expect(refused.status).toBe(403);
    const response = await kit.t.request('/api/admin/logging', { method: 'POST', cookie: kit.staff, json });
    expect(response.status).toBe(204);
    const rows = await kit.t.sql<{ action: string; subject: string }>(
      "select action, subject from admin.audit_entry where action = 'message.view-details'",
    );
    expect(rows).toEqual([{ action: 'message.view-details', subject: `message-thread:${threadId}` }]);
    const brokers = await receive(kit, {
      accountId: kit.broker.accountId,
      tn: BROKER_TN,
      from: '+19732340171',
      text: 'not yours',
    });
    const elsewhere = await kit.t.request('/api/admin/logging', {
      method: 'POST',
      cookie: kit.staff,
      json: { ...json, messageThreadId: brokers.threadId },
    });
    expect(elsewhere.status).toBe(404);
    const bad = await kit.t.request('/api/admin/logging', {
      method: 'POST',
      cookie: kit.staff,
      json: { ...json, command: 'other' },
    });
    expect(bad.status).toBe(400);
  });
});
