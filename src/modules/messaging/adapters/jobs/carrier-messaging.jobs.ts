import { defineJob } from '../../../../platform/jobs/jobs.ts';
import {
  type ApplyDeliveryReceipt,
  DELIVERY_RECEIPT_QUEUE,
  UNMATCHED_RECEIPT_RETRIES,
} from '../../app/apply-delivery-receipt.ts';
import {
  INBOUND_MESSAGE_QUEUE,
  INBOUND_MESSAGE_RETRIES,
  type InboundMessage,
  type ReceiveInboundMessage,
} from '../../app/receive-inbound-message.ts';
import { KEYWORD_REPLY_QUEUE, type KeywordReply } from '../../app/send-keyword-reply.ts';
import type { DeliveryReceipt } from '../../domain/delivery-receipt.ts';

/** The carrier's queued work: inbound messages, receipts that came early, keyword answers (docs/adr/0043). */
export function carrierMessagingJobs(deps: {
  receiveInboundMessage: ReceiveInboundMessage;
  applyDeliveryReceipt: ApplyDeliveryReceipt;
  sendKeywordReply: (reply: KeywordReply) => Promise<void>;
}) {
  return [
    defineJob<InboundMessage>({
      queue: INBOUND_MESSAGE_QUEUE,
      retryLimit: INBOUND_MESSAGE_RETRIES,
      handle: async (data) => void (await deps.receiveInboundMessage(data)),
    }),
    defineJob<DeliveryReceipt>({
      queue: DELIVERY_RECEIPT_QUEUE,
      retryLimit: UNMATCHED_RECEIPT_RETRIES,
      handle: async (data) => void (await deps.applyDeliveryReceipt(data, { retrying: true })),
    }),
    defineJob<KeywordReply>({ queue: KEYWORD_REPLY_QUEUE, retryLimit: 5, handle: deps.sendKeywordReply }),
  ];
}
