import { defineJob, type JobDefinition } from '../../../../platform/jobs/jobs.ts';
import type { DeliverMessage } from '../../app/deliver-message.ts';
import { SEND_MESSAGE_QUEUE, SEND_RETRY_LIMIT, type SendMessageJob } from '../../app/send-queue.ts';

/** `messaging.send-message`: one outbound message to the carrier; the last retry fails it for good. */
export function sendMessageJobs(deps: { deliver: DeliverMessage }): JobDefinition[] {
  return [
    defineJob<SendMessageJob>({
      queue: SEND_MESSAGE_QUEUE,
      retryLimit: SEND_RETRY_LIMIT,
      handle: (data, attempt) =>
        deps.deliver(data, {
          final: (attempt?.retryCount ?? 0) >= (attempt?.retryLimit ?? SEND_RETRY_LIMIT),
        }),
    }),
  ];
}
