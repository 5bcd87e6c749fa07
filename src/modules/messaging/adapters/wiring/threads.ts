import type { OpenAPIHono } from '@hono/zod-openapi';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'hono';
import type { BotCheck } from '../../../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { EventPublisher } from '../../../../platform/events/live-event.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Jobs } from '../../../../platform/jobs/jobs.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import { makeDeliverMessage } from '../../app/deliver-message.ts';
import { makeGetMedia, makeGetMessageMedia } from '../../app/get-media.ts';
import { makeListMessageThreads } from '../../app/list-message-threads.ts';
import { makeListMessages } from '../../app/list-messages.ts';
import { makeLogMessageView } from '../../app/log-message-view.ts';
import { makeRecordMessage } from '../../app/record-message.ts';
import { makeBulkRemoveMessageThreads, makeRemoveMessageThread } from '../../app/remove-message-threads.ts';
import { makeSendMessage } from '../../app/send-message.ts';
import { makeSetThreadUnread } from '../../app/set-thread-unread.ts';
import { makeThreadFor } from '../../app/thread-for.ts';
import type { AccountNumberRepository } from '../../ports/account-number-repository.ts';
import type { MediaStore } from '../../ports/media-store.ts';
import type { MessageViewAudit } from '../../ports/message-view-audit.ts';
import type { MessagingCarrier } from '../../ports/messaging-carrier.ts';
import type { NumberPlans } from '../../ports/number-plans.ts';
import { MikroOrmMessageThreads } from '../db/mikro-orm-message-threads.ts';
import { SqlConversationPages } from '../db/sql-conversation-pages.ts';
import { SqlSmsOptOuts } from '../db/sql-sms-opt-outs.ts';
import { liveConversationEvents } from '../events/live-conversation-events.ts';
import { mountConversationRoutes } from '../http/conversations.router.ts';
import { sendMessageJobs } from '../jobs/send-message.jobs.ts';

/** What compose gives the threads and messages (docs/adr/0042). */
export interface ThreadsOptions {
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  jobs: Jobs;
  /** compose's eventStore: live events in the caller's transaction. */
  events: EventPublisher;
  media: MediaStore;
  carrier: MessagingCarrier;
  audit: MessageViewAudit;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  clientIp: (c: Context) => string;
}

/** Threads, messages, media and the send job, for the messaging module's index. */
export function conversationThreads(
  options: ThreadsOptions & { em: () => EntityManager; numbers: AccountNumberRepository; plans: NumberPlans },
) {
  const { clock, tx, jobs, media, numbers } = options;
  const threads = new MikroOrmMessageThreads(options.em);
  const pages = new SqlConversationPages(options.em);
  const events = liveConversationEvents(options.events);
  const threadFor = makeThreadFor({ threads, clock });
  const recordMessage = makeRecordMessage({ threads, events });
  const removeDeps = { threads, numbers, events, clock, tx };
  const deliverMessage = makeDeliverMessage({ threads, carrier: options.carrier, events, jobs, clock, tx });
  const routes = {
    listMessageThreads: makeListMessageThreads({ pages }),
    setThreadUnread: makeSetThreadUnread({ threads, numbers, pages, events, tx }),
    removeMessageThread: makeRemoveMessageThread(removeDeps),
    bulkRemoveMessageThreads: makeBulkRemoveMessageThreads(removeDeps),
    listMessages: makeListMessages({ threads, numbers, pages, events, tx }),
    sendMessage: makeSendMessage({
      numbers,
      plans: options.plans,
      optOuts: new SqlSmsOptOuts(options.em),
      media,
      threadFor,
      recordMessage,
      jobs,
      botCheck: options.botCheck,
      rateLimiter: options.rateLimiter,
      clock,
      tx,
    }),
    getMedia: makeGetMedia({ media, pages, threads, numbers }),
    getMessageMedia: makeGetMessageMedia({ media, threads, numbers }),
    logMessageView: makeLogMessageView({ threads, numbers, audit: options.audit, tx }),
    clientIp: options.clientIp,
  };
  return {
    /** Shared with inbound messages (the carrier's webhook): the thread of a conversation, and storing a message. */
    threadFor,
    recordMessage,
    /** The send job's work, for tests and tools that run it directly. */
    deliverMessage,
    /** The carrier sends go through (tests watch the simulator). */
    carrier: options.carrier,
    jobs: sendMessageJobs({ deliver: deliverMessage }),
    mount: (app: OpenAPIHono<AppEnv>) => mountConversationRoutes(app, routes),
  };
}
