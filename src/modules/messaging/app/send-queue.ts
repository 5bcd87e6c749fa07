import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { Message } from '../domain/message.ts';

/** The pg-boss queue that sends outbound messages through the carrier: data `{ messageId, accountId }`. */
export const SEND_MESSAGE_QUEUE = 'messaging.send-message';
/** Transient carrier errors are retried this many times, with pg-boss's exponential backoff. */
export const SEND_RETRY_LIMIT = 6;

export interface SendMessageJob {
  messageId: number;
  accountId: number;
}

/** Queues the send of a stored outbound message, at its deferDate if it has one (caller's transaction). */
export async function queueSend(jobs: Jobs, message: Message, startAfter = message.deferDate): Promise<void> {
  const data: SendMessageJob = { messageId: message.id, accountId: message.accountId };
  await jobs.send(SEND_MESSAGE_QUEUE, data, {
    ...(startAfter ? { startAfter } : {}),
    singletonKey: `message:${message.id}:${startAfter?.toISOString() ?? 'now'}`,
    retryLimit: SEND_RETRY_LIMIT,
  });
}
