import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE, THREAD_PAGE_SIZE } from '../../../../src/shared/message-rules.ts';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';
import type { Message, MessageThread } from './messages-types.ts';

export type TelephoneNumber = components['schemas']['TelephoneNumber'];

/** Every conversation query starts with one of these: live events refresh them (web/src/api/live-events.ts). */
export const messageThreadsRoot = ['message-threads'] as const;
export const messagesRoot = ['messages'] as const;

/** The keyset cursor of both lists: the last item's date and id (docs/adr/0042). */
interface Cursor {
  beforeDate?: string;
  beforeId?: number;
}

/** Spec 1 section 7: numbers are fetched 1000 at a time; more than 200 refetches the SMS-enabled ones only. */
export const NUMBER_FETCH_LIMIT = 1000;
export const NUMBERS_SHOWN_LIMIT = 200;

/** The account's active numbers for the filter and the From choice (the caller's assigned ones for role user). */
export const messagingNumbersQuery = queryOptions({
  queryKey: ['account-numbers', 'messaging'],
  queryFn: async ({ signal }) => {
    const list = (smsEnabled?: 'Y') =>
      unwrap(
        api.GET('/api/accounts/telephone-numbers', {
          params: {
            query: {
              status: 'active',
              $limit: String(NUMBER_FETCH_LIMIT),
              ...(smsEnabled ? { smsEnabled } : {}),
            },
          },
          signal,
        }),
      );
    const all = await list();
    if (all.data.length <= NUMBERS_SHOWN_LIMIT) return all.data;
    return (await list('Y')).data;
  },
  meta: { errorShownInline: true },
});

/** GET /api/accounts/message-threads: 20 a page, newest first, for one number (`tn`, digits) or all. */
export function messageThreadsQuery(tn: string | null) {
  return infiniteQueryOptions({
    queryKey: [...messageThreadsRoot, 'list', { tn }],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/accounts/message-threads', {
          params: { query: { $limit: THREAD_PAGE_SIZE, ...(tn ? { tn } : {}), ...pageParam } },
          signal,
        }),
      ),
    initialPageParam: {} as Cursor,
    getNextPageParam: (last): Cursor | undefined => {
      const oldest = last.data.at(-1);
      if (!oldest || last.data.length < THREAD_PAGE_SIZE) return undefined;
      return { beforeDate: oldest.recentMessageDate, beforeId: oldest.messageThreadId };
    },
    meta: { errorShownInline: true },
  });
}

/** One thread by id: a deep link (?messageThreadId=) to a thread not on the loaded pages. */
export function messageThreadQuery(messageThreadId: number) {
  return queryOptions({
    queryKey: [...messageThreadsRoot, 'one', messageThreadId],
    queryFn: async ({ signal }): Promise<MessageThread | null> => {
      const page = await unwrap(
        api.GET('/api/accounts/message-threads', { params: { query: { messageThreadId } }, signal }),
      );
      return page.data[0] ?? null;
    },
    meta: { errorShownInline: true },
  });
}

/**
 * GET /api/accounts/messages: 50 a page, newest first; older pages as the reader scrolls up. Reading the first
 * page marks the thread read on the server (not for employees). Spec 1 section 8: a failure is logged only.
 */
export function messagesQuery(messageThreadId: number) {
  return infiniteQueryOptions({
    queryKey: [...messagesRoot, messageThreadId],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/accounts/messages', {
          params: { query: { messageThreadId, $limit: MESSAGE_PAGE_SIZE, ...pageParam } },
          signal,
        }),
      ),
    initialPageParam: {} as Cursor,
    getNextPageParam: (last): Cursor | undefined => {
      const oldest = last.data.at(-1);
      if (!oldest || last.data.length < MESSAGE_PAGE_SIZE) return undefined;
      return { beforeDate: oldest.createDate, beforeId: oldest.messageId };
    },
    meta: { errorShownInline: true },
  });
}

/** The flattened items of an infinite list, without the duplicates a live refresh between pages may bring. */
export function uniqueItems<T>(pages: readonly { data: T[] }[] | undefined, id: (item: T) => number): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.data) {
      if (seen.has(id(item))) continue;
      seen.add(id(item));
      items.push(item);
    }
  }
  return items;
}

export const threadIdOf = (thread: MessageThread) => thread.messageThreadId;
export const messageIdOf = (message: Message) => message.messageId;

/** The account's named contacts, for the recipient suggestions (filtered in the browser with matchesContact). */
export const CONTACT_SUGGESTIONS_LIMIT = 100;
export const contactSuggestionsQuery = queryOptions({
  queryKey: ['contacts', 'suggestions'],
  queryFn: ({ signal }) =>
    unwrap(
      api.GET('/api/accounts/contacts', {
        params: { query: { 'name[$ne]': '', $limit: String(CONTACT_SUGGESTIONS_LIMIT), '$sort[name]': '1' } },
        signal,
      }),
    ),
  meta: { errorShownInline: true },
});
