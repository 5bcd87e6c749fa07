import type { Attachment } from '../domain/message.ts';

/** One outbound SMS/MMS as the carrier takes it. */
export interface CarrierSend {
  /** Our message's id: the carrier's idempotency key, so a retried send never goes out twice. */
  reference: string;
  /** The account's number (E.164). */
  from: string;
  /** Every participant (a group message when more than one). */
  to: readonly string[];
  text: string;
  /** Stored media; the adapter turns each into what its API takes (a signed link to fetch it). */
  media: readonly Attachment[];
}

/** The carrier refused the message for good (bad number, opted out at the carrier): no retry. */
export class CarrierRejected extends Error {
  override readonly name = 'CarrierRejected';
}

/**
 * The carrier's messaging API for conversations (docs/adr/0043): a built-in simulator by default, a real
 * REST adapter in production. Any error other than CarrierRejected is transient and the send is retried.
 * (The platform's SmsSender, for sign-in codes, is a separate and simpler port.)
 */
export interface MessagingCarrier {
  send(message: CarrierSend): Promise<{ carrierMessageId: string }>;
}
