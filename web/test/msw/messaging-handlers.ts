import type { Message, MessageThread } from '../fixtures/messages.ts';
import { backend, http, newId, notSignedIn } from './backend.ts';

type ApiErrorBody = { name: string; code: string; message: string; errors?: Record<string, string> };

/**
 * The account's conversations as the fake serves them (the rules are the server's): threads, their messages,
 * the named contacts the recipient box suggests. Reset before each test.
 */
export const messagingBackend = {
  threads: [] as MessageThread[],
  messages: [] as Message[],
  contacts: [] as { contactId: number; name: string; callerId: string; blocked: 'Y' | 'N' }[],
  /** The next POST /api/accounts/messages answers this error instead, once. */
  nextSendError: null as { status: 400 | 404 | 422 | 429; body: ApiErrorBody } | null,
};

export function resetMessagingBackend(): void {
  messagingBackend.threads = [];
  messagingBackend.messages = [];
  messagingBackend.contacts = [];
  messagingBackend.nextSendError = null;
}

const notFound = { name: 'NotFound', code: 'messaging.thread_not_found', message: 'Conversation not found.' };

/** Newest first, ties by id, and strictly before the cursor (the keyset of docs/adr/0042). */
function keysetPage<T>(
  rows: T[],
  dateOf: (row: T) => string,
  idOf: (row: T) => number,
  query: { get(name: string): string | null },
  defaultLimit: number,
) {
  const limit = Number(query.get('$limit') ?? defaultLimit);
  const beforeDate = query.get('beforeDate');
  const beforeId = Number(query.get('beforeId') ?? Number.POSITIVE_INFINITY);
  const sorted = [...rows].sort((a, b) => dateOf(b).localeCompare(dateOf(a)) || idOf(b) - idOf(a));
  const after = beforeDate
    ? sorted.filter((row) => dateOf(row) < beforeDate || (dateOf(row) === beforeDate && idOf(row) < beforeId))
    : sorted;
  return { limit, data: after.slice(0, limit) };
}

const digits = (tn: string) => tn.replace(/\D/g, '');

export const messagingHandlers = [
  http.get('/api/accounts/message-threads', ({ query, request, response }) => {
    if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
    backend.calls.push({ operation: 'listMessageThreads', body: new URL(request.url).searchParams });
    const tn = query.get('tn');
    const id = Number(query.get('messageThreadId') ?? 0);
    const rows = messagingBackend.threads.filter(
      (thread) => (!tn || digits(thread.tn) === digits(tn)) && (!id || thread.messageThreadId === id),
    );
    const page = keysetPage(
      rows,
      (t) => t.recentMessageDate,
      (t) => t.messageThreadId,
      query,
      20,
    );
    return response(200).json(page);
  }),

  http.patch('/api/accounts/message-threads/{messageThreadId}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({
      operation: 'patchMessageThread',
      body: { messageThreadId: params.messageThreadId, ...body },
    });
    const thread = messagingBackend.threads.find(
      (row) => row.messageThreadId === Number(params.messageThreadId),
    );
    if (!thread) return response(404).json(notFound);
    thread.unreadCount = body.unreadCount;
    return response(200).json(thread);
  }),

  http.delete('/api/accounts/message-threads/{messageThreadId}', ({ params, response }) => {
    backend.calls.push({
      operation: 'deleteMessageThread',
      body: { messageThreadId: params.messageThreadId },
    });
    const id = Number(params.messageThreadId);
    if (!messagingBackend.threads.some((row) => row.messageThreadId === id))
      return response(404).json(notFound);
    messagingBackend.threads = messagingBackend.threads.filter((row) => row.messageThreadId !== id);
    return response(204).empty();
  }),

  http.post('/api/accounts/messageThreadsBulkDelete', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'bulkDeleteMessageThreads', body });
    const removed = messagingBackend.threads
      .filter((row) => body.messageThreadIds.includes(row.messageThreadId))
      .map((row) => row.messageThreadId);
    messagingBackend.threads = messagingBackend.threads.filter(
      (row) => !removed.includes(row.messageThreadId),
    );
    return response(200).json({ messageThreadIds: removed });
  }),

  http.get('/api/accounts/messages', ({ query, request, response }) => {
    if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
    backend.calls.push({ operation: 'listMessages', body: new URL(request.url).searchParams });
    const id = Number(query.get('messageThreadId'));
    const rows = messagingBackend.messages.filter((row) => row.messageThreadId === id);
    return response(200).json(
      keysetPage(
        rows,
        (m) => m.createDate,
        (m) => m.messageId,
        query,
        50,
      ),
    );
  }),

  http.post('/api/accounts/messages', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'sendMessage', body });
    const error = messagingBackend.nextSendError;
    messagingBackend.nextSendError = null;
    if (error) return response(error.status).json(error.body);
    const participants = [...body.participants].sort();
    const now = new Date().toISOString();
    let thread = messagingBackend.threads.find(
      (row) => row.tn === body.tn && row.participants.join() === participants.join(),
    );
    if (!thread) {
      thread = {
        messageThreadId: newId(),
        tn: body.tn,
        name: '',
        participants,
        contacts: [],
        unreadCount: 0,
        recentMessage: { type: 'sms', message: '' },
        recentMessageDate: now,
        hasScheduled: false,
        lastDeliveryStatus: null,
        telephoneNumber: { tn: body.tn, nickname: '', smsEnabled: 'Y', stringHosted: 'N' },
      };
      messagingBackend.threads.push(thread);
    }
    const messageId = newId();
    const status = body.deferDate ? 'scheduled' : 'queued';
    messagingBackend.messages.push({
      messageId,
      messageThreadId: thread.messageThreadId,
      message: body.message,
      type: body.media ? 'mms' : 'sms',
      direction: 'outbound',
      from: body.tn,
      to: participants,
      createDate: now,
      attachments: [],
      deferDate: body.deferDate ?? null,
      deliveryStatus: status,
      deliveryDesc: '',
    });
    Object.assign(thread, {
      recentMessage: { type: body.media ? 'mms' : 'sms', message: body.message },
      recentMessageDate: now,
      hasScheduled: thread.hasScheduled || status === 'scheduled',
      lastDeliveryStatus: status,
    });
    return response(201).json({ messageThreadId: thread.messageThreadId, messageId });
  }),

  http.post('/api/admin/logging', async ({ request, response }) => {
    backend.calls.push({ operation: 'adminLogging', body: await request.json() });
    return response(204).empty();
  }),
];

/**
 * The contacts routes the messages screen uses (suggestions, block toggle), added by its tests with
 * server.use(): the contacts screen has its own fake.
 */
export const messagingContactHandlers = [
  http.get('/api/accounts/contacts', ({ query, response }) => {
    backend.calls.push({ operation: 'listContacts', body: query });
    const rows = messagingBackend.contacts;
    return response(200).json({ total: rows.length, limit: 100, skip: 0, data: rows });
  }),

  http.put('/api/accounts/contacts/blocked/{callerId}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'setBlocked', body: { callerId: params.callerId, ...body } });
    const callerId = decodeURIComponent(params.callerId);
    let contact = messagingBackend.contacts.find((row) => row.callerId === callerId);
    if (!contact) {
      contact = { contactId: newId(), name: callerId, callerId, blocked: body.blocked };
      messagingBackend.contacts.push(contact);
    }
    contact.blocked = body.blocked;
    for (const thread of messagingBackend.threads) {
      if (!thread.participants.includes(callerId)) continue;
      thread.contacts = [...thread.contacts.filter((row) => row.callerId !== callerId), { ...contact }];
    }
    return response(200).json(contact);
  }),
];
