import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  SIGNED_IN,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { THREAD_PAGE_SIZE } from '../../../../shared/message-rules.ts';
import { cursorQuery, MessageThread, MessageThreadIdParam } from './conversation.schemas.ts';

const ACCESS =
  'A web session or an API token. Account admins (and employees) see every number’s threads; members with role ' +
  '`user` only those of numbers assigned to them. Another account’s thread answers 404.';

export const listMessageThreads = createRoute({
  method: 'get',
  path: '/api/accounts/message-threads',
  tags: ['Messages'],
  operationId: 'listMessageThreads',
  security: SIGNED_IN,
  summary: 'The account’s conversations, newest first',
  description:
    `Spec 1’s conversation list: ${THREAD_PAGE_SIZE} threads a page (\`$limit\` 1-${THREAD_PAGE_SIZE}), newest ` +
    'recent message first, all numbers or one (`tn`). The next page passes the last thread’s recentMessageDate as ' +
    '`beforeDate` and its id as `beforeId` (a keyset: no total). `messageThreadId` answers that one thread (for a ' +
    'live created or patched event). Contacts and the number are always included; `$relations` is accepted and ' +
    `ignored. Removed threads never show. ${ACCESS}`,
  request: {
    query: z.looseObject({
      tn: z
        .string()
        .max(32)
        .optional()
        .describe('One number: E.164 or digits.')
        .openapi({ example: '2012340100' }),
      $limit: z.coerce.number().int().min(1).max(THREAD_PAGE_SIZE).default(THREAD_PAGE_SIZE),
      ...cursorQuery,
      messageThreadId: z.coerce.number().int().positive().optional().openapi({ example: 812 }),
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({ limit: z.number().int(), data: z.array(MessageThread) }).openapi('MessageThreadPage'),
      'A page of threads, newest first.',
    ),
    ...errorResponses(400, 401),
  },
});

export const patchMessageThread = createRoute({
  method: 'patch',
  path: '/api/accounts/message-threads/{messageThreadId}',
  tags: ['Messages'],
  operationId: 'patchMessageThread',
  security: SIGNED_IN,
  summary: 'Mark a conversation read or unread',
  description:
    'The thread menu’s read/unread toggle: `unreadCount` 0 marks it read, more than 0 marks it unread (the count ' +
    `shown is then at least 1). Publishes a message-threads patched event. ${ACCESS}`,
  request: {
    params: MessageThreadIdParam,
    body: jsonBody(
      z
        .object({ unreadCount: z.number().int().min(0).max(1_000_000) })
        .openapi('PatchMessageThreadRequest', { example: { unreadCount: 0 } }),
    ),
  },
  responses: {
    200: jsonResponse(MessageThread, 'The thread as it is now.'),
    ...errorResponses(400, 401, 404, 415),
  },
});

export const deleteMessageThread = createRoute({
  method: 'delete',
  path: '/api/accounts/message-threads/{messageThreadId}',
  tags: ['Messages'],
  operationId: 'deleteMessageThread',
  security: SIGNED_IN,
  summary: 'Delete a conversation',
  description:
    'Removes the thread from the list (kept for the record, never shown again); the next message between the same ' +
    `parties starts a new thread. Messages still scheduled in it are not sent. Publishes removed. ${ACCESS}`,
  request: { params: MessageThreadIdParam },
  responses: {
    204: { description: 'Removed.' },
    ...errorResponses(401, 404),
  },
});

export const bulkDeleteMessageThreads = createRoute({
  method: 'post',
  path: '/api/accounts/messageThreadsBulkDelete',
  tags: ['Messages'],
  operationId: 'bulkDeleteMessageThreads',
  security: WEB_SESSION,
  summary: 'Delete several conversations (employees)',
  description:
    'The employee view’s bulk delete: removes those of the given threads that belong to the current account and ' +
    'answers their ids (others are left out, not an error). Employees only (403 otherwise), in a web session.',
  request: {
    body: jsonBody(
      z
        .object({ messageThreadIds: z.array(z.number().int().positive()).min(1).max(100) })
        .openapi('BulkDeleteMessageThreadsRequest', { example: { messageThreadIds: [812, 813] } }),
    ),
  },
  responses: {
    200: jsonResponse(
      z
        .object({ messageThreadIds: z.array(z.number().int()) })
        .openapi('BulkDeleteMessageThreadsResponse', { example: { messageThreadIds: [812, 813] } }),
      'The threads removed.',
    ),
    ...errorResponses(400, 401, 403, 415),
  },
});
