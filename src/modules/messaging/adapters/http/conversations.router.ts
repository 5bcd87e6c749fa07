import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireMember, requireSession, requireStaff } from '../../../../platform/http/guards.ts';
import type { makeGetMedia, makeGetMessageMedia } from '../../app/get-media.ts';
import type { makeListMessageThreads } from '../../app/list-message-threads.ts';
import type { makeListMessages } from '../../app/list-messages.ts';
import type { makeLogMessageView } from '../../app/log-message-view.ts';
import type {
  makeBulkRemoveMessageThreads,
  makeRemoveMessageThread,
} from '../../app/remove-message-threads.ts';
import type { makeSendMessage } from '../../app/send-message.ts';
import type { makeSetThreadUnread } from '../../app/set-thread-unread.ts';
import { getMedia, getMessageMedia } from './media.contract.ts';
import { mediaResponse } from './media-response.ts';
import { logStaffAction } from './message-logging.contract.ts';
import {
  bulkDeleteMessageThreads,
  deleteMessageThread,
  listMessageThreads,
  patchMessageThread,
} from './message-threads.contract.ts';
import { listMessages, sendMessage } from './messages.contract.ts';

export interface ConversationRouteDeps {
  listMessageThreads: ReturnType<typeof makeListMessageThreads>;
  setThreadUnread: ReturnType<typeof makeSetThreadUnread>;
  removeMessageThread: ReturnType<typeof makeRemoveMessageThread>;
  bulkRemoveMessageThreads: ReturnType<typeof makeBulkRemoveMessageThreads>;
  listMessages: ReturnType<typeof makeListMessages>;
  sendMessage: ReturnType<typeof makeSendMessage>;
  getMedia: ReturnType<typeof makeGetMedia>;
  getMessageMedia: ReturnType<typeof makeGetMessageMedia>;
  logMessageView: ReturnType<typeof makeLogMessageView>;
  clientIp: (c: Context) => string;
}

const cursor = (query: { beforeDate?: string | undefined; beforeId?: number | undefined }) =>
  query.beforeDate ? { date: new Date(query.beforeDate), id: query.beforeId } : undefined;

export function mountConversationRoutes(app: OpenAPIHono<AppEnv>, deps: ConversationRouteDeps) {
  app.openapi(listMessageThreads, async (c) => {
    const query = c.req.valid('query');
    const input = {
      tn: query.tn,
      limit: query.$limit,
      before: cursor(query),
      messageThreadId: query.messageThreadId,
    };
    return c.json(await deps.listMessageThreads(requireMember(c), input), 200);
  });

  app.openapi(patchMessageThread, async (c) => {
    const { messageThreadId } = c.req.valid('param');
    const { unreadCount } = c.req.valid('json');
    return c.json(await deps.setThreadUnread(requireMember(c), { messageThreadId, unreadCount }), 200);
  });

  app.openapi(deleteMessageThread, async (c) => {
    await deps.removeMessageThread(requireMember(c), c.req.valid('param').messageThreadId);
    return c.body(null, 204);
  });

  app.openapi(bulkDeleteMessageThreads, async (c) => {
    const caller = requireSession(c);
    const removed = await deps.bulkRemoveMessageThreads(caller, c.req.valid('json').messageThreadIds);
    return c.json({ messageThreadIds: removed }, 200);
  });

  app.openapi(listMessages, async (c) => {
    const query = c.req.valid('query');
    const input = { messageThreadId: query.messageThreadId, limit: query.$limit, before: cursor(query) };
    return c.json(await deps.listMessages(requireMember(c), input), 200);
  });

  app.openapi(sendMessage, async (c) => {
    const body = c.req.valid('json');
    const input = {
      ...body,
      deferDate: body.deferDate ? new Date(body.deferDate) : undefined,
      ip: deps.clientIp(c),
    };
    return c.json(await deps.sendMessage(requireMember(c), input), 201);
  });

  app.openapi(getMedia, async (c) => {
    const { accountId, folder, filename } = c.req.valid('param');
    const file = await deps.getMedia(requireMember(c), `${accountId}/${folder}/${filename}`);
    return mediaResponse(file) as never;
  });

  app.openapi(getMessageMedia, async (c) => {
    const [messageId, index] = c.req.valid('param').file.split('.').map(Number) as [number, number];
    return mediaResponse(await deps.getMessageMedia(requireMember(c), messageId, index)) as never;
  });

  app.openapi(logStaffAction, async (c) => {
    const caller = requireStaff(c);
    const { messageThreadId, tn, participants } = c.req.valid('json');
    await deps.logMessageView(caller, { messageThreadId, tn, participants });
    return c.body(null, 204);
  });
}
