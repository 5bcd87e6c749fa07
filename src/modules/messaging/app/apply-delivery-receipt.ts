import type { Jobs } from '../../../platform/jobs/jobs.ts';
import { applyDeliveryReceipt, type DeliveryReceipt } from '../domain/delivery-receipt.ts';
import type { ConversationEvents } from '../ports/conversation-events.ts';
import type { MessageThreadRepository } from '../ports/message-thread-repository.ts';

/** Receipts that found no message yet, tried again by a job (and the simulator's receipts). */
export const DELIVERY_RECEIPT_QUEUE = 'messaging.delivery-receipt';
/** The first retry of an unmatched receipt waits this long; pg-boss then backs off (docs/adr/0043). */
export const UNMATCHED_RECEIPT_DELAY_MS = 5_000;
export const UNMATCHED_RECEIPT_RETRIES = 10;

/** A receipt whose message the send job has not stored the carrier's id on yet: the job is retried. */
export class ReceiptNotMatchedYet extends Error {
  override readonly name = 'ReceiptNotMatchedYet';
}

export type ReceiptOutcome = 'applied' | 'unchanged' | 'later';

/**
 * Sets an outbound message's deliveryStatus/deliveryDesc from a carrier receipt, found by the carrier's id,
 * and tells the account's open pages. A receipt can beat the send job's commit of that id (the carrier
 * answers the send and calls the webhook at once): it is then queued and tried again until the id is there.
 */
export function makeApplyDeliveryReceipt(deps: {
  threads: MessageThreadRepository;
  events: ConversationEvents;
  jobs: Jobs;
  clock: { now(): Date };
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  return (receipt: DeliveryReceipt, options: { retrying?: boolean } = {}): Promise<ReceiptOutcome> =>
    deps.tx(async () => {
      const message = await deps.threads.messageByCarrierId(receipt.carrierMessageId, { lock: true });
      if (!message) {
        if (options.retrying)
          throw new ReceiptNotMatchedYet(`No message has carrier id ${receipt.carrierMessageId}`);
        await deps.jobs.send(DELIVERY_RECEIPT_QUEUE, receipt, {
          startAfter: new Date(deps.clock.now().getTime() + UNMATCHED_RECEIPT_DELAY_MS),
          retryLimit: UNMATCHED_RECEIPT_RETRIES,
        });
        return 'later';
      }
      if (!applyDeliveryReceipt(message, receipt)) return 'unchanged';
      await deps.threads.flush();
      await deps.events.message('patched', message);
      const thread = await deps.threads.threadById(message.accountId, message.messageThreadId);
      if (thread) await deps.events.thread('patched', thread);
      return 'applied';
    });
}

export type ApplyDeliveryReceipt = ReturnType<typeof makeApplyDeliveryReceipt>;
