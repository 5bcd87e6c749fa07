import type { Message } from './message.ts';

/** Said of a scheduled message whose thread was deleted before its time. */
export const THREAD_DELETED_BEFORE_SEND = 'The conversation was deleted before the message was sent.';
/** Said of a message the carrier still could not take after every retry. */
export const CARRIER_UNREACHABLE = 'The carrier could not be reached; the message was not sent.';

/** Only a queued or scheduled outbound message goes to the carrier: one already sent or failed never again. */
export function awaitsSend(message: Message): boolean {
  return (
    message.direction === 'outbound' &&
    (message.deliveryStatus === 'queued' || message.deliveryStatus === 'scheduled')
  );
}

/** The carrier's idempotency key of a message: stable across retries (docs/adr/0042). */
export function carrierReference(message: Pick<Message, 'id'>): string {
  return `numberyard-message-${message.id}`;
}

export function markSent(message: Message, carrierMessageId: string): void {
  message.deliveryStatus = 'sent';
  message.carrierMessageId = carrierMessageId;
  message.deliveryDesc = '';
}

export function markFailed(message: Message, why: string): void {
  message.deliveryStatus = 'failed';
  message.deliveryDesc = why.slice(0, 300);
}
