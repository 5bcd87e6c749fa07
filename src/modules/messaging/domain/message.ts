export type MessageDirection = 'inbound' | 'outbound';
export type MessageType = 'sms' | 'mms';

/**
 * Where a message stands. Outbound: scheduled (deferDate ahead) -> queued -> sent -> delivered or failed.
 * Inbound messages are `received`.
 */
export type DeliveryStatus = 'scheduled' | 'queued' | 'sent' | 'delivered' | 'failed' | 'received';

/** A stored media file of an MMS (spec 1: contentType, filename, path); `path` is the MediaStore's key. */
export interface Attachment {
  contentType: string;
  filename: string;
  path: string;
  size: number;
}

/** One SMS or MMS of a thread (spec 1 section 3). */
export class Message {
  id!: number;
  messageThreadId: number;
  accountId: number;
  direction: MessageDirection;
  type: MessageType;
  message: string;
  attachments: Attachment[];
  /** The sender: the account's number when outbound, the participant when inbound. */
  fromNumber: string;
  /** The receivers: the participants when outbound, the account's number when inbound. */
  toNumbers: string[];
  createDate: Date;
  /** When a scheduled message is to go out; null: sent at once. */
  deferDate: Date | null;
  deliveryStatus: DeliveryStatus;
  deliveryDesc: string;
  /** The carrier's id of the message, once the carrier took it (receipts find the message by it). */
  carrierMessageId: string | null;

  constructor(props: {
    messageThreadId: number;
    accountId: number;
    direction: MessageDirection;
    message: string;
    attachments?: Attachment[];
    fromNumber: string;
    toNumbers: string[];
    createDate: Date;
    deferDate?: Date | null;
    deliveryStatus: DeliveryStatus;
    deliveryDesc?: string;
    carrierMessageId?: string | null;
  }) {
    this.messageThreadId = props.messageThreadId;
    this.accountId = props.accountId;
    this.direction = props.direction;
    this.attachments = props.attachments ?? [];
    this.type = this.attachments.length > 0 ? 'mms' : 'sms';
    this.message = props.message;
    this.fromNumber = props.fromNumber;
    this.toNumbers = props.toNumbers;
    this.createDate = props.createDate;
    this.deferDate = props.deferDate ?? null;
    this.deliveryStatus = props.deliveryStatus;
    this.deliveryDesc = props.deliveryDesc ?? '';
    this.carrierMessageId = props.carrierMessageId ?? null;
  }

  /** Scheduled for later and not gone out yet (the screens show the scheduled icon). */
  isScheduled(): boolean {
    return this.deliveryStatus === 'scheduled';
  }
}
