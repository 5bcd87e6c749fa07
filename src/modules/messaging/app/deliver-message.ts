import type { Clock } from '../../../platform/clock/clock.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import {
  awaitsSend,
  CARRIER_UNREACHABLE,
  carrierReference,
  markFailed,
  markSent,
  THREAD_DELETED_BEFORE_SEND,
} from '../domain/outbound-sending.ts';
import type { ConversationEvents } from '../ports/conversation-events.ts';
import type { MessageThreadRepository } from '../ports/message-thread-repository.ts';
import { CarrierRejected, type MessagingCarrier } from '../ports/messaging-carrier.ts';
import { queueSend, type SendMessageJob } from './send-queue.ts';

/**
 * The send job: hands a queued (or due scheduled) message to the carrier once. The message row stays locked
 * through the carrier call, so two deliveries of the job run one after the other and the second finds it sent;
 * a crash after the carrier took it retries with the same reference, the carrier's idempotency key.
 * CarrierRejected fails it for good; other errors are rethrown for pg-boss to retry with backoff, and fail it
 * on the last attempt.
 */
export function makeDeliverMessage(deps: {
  threads: MessageThreadRepository;
  carrier: MessagingCarrier;
  events: ConversationEvents;
  jobs: Jobs;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  return (job: SendMessageJob, attempt: { final: boolean } = { final: false }): Promise<void> =>
    deps.tx(async () => {
      const message = await deps.threads.messageById(job.accountId, job.messageId, { lock: true });
      if (!message || !awaitsSend(message)) return;
      if (message.deferDate && message.deferDate > deps.clock.now()) {
        // Started early (clocks apart): wait for the time again rather than send before it.
        await queueSend(deps.jobs, message);
        return;
      }
      const thread = await deps.threads.threadById(message.accountId, message.messageThreadId);
      if (!thread) markFailed(message, THREAD_DELETED_BEFORE_SEND);
      else {
        try {
          const sent = await deps.carrier.send({
            reference: carrierReference(message),
            from: message.fromNumber,
            to: message.toNumbers,
            text: message.message,
            media: message.attachments,
          });
          markSent(message, sent.carrierMessageId);
        } catch (error) {
          if (error instanceof CarrierRejected)
            markFailed(message, error.message || 'The carrier refused it.');
          else if (attempt.final) markFailed(message, CARRIER_UNREACHABLE);
          else throw error;
        }
      }
      await deps.threads.flush();
      await deps.events.message('patched', message);
      if (thread) await deps.events.thread('patched', thread);
    });
}

export type DeliverMessage = ReturnType<typeof makeDeliverMessage>;
