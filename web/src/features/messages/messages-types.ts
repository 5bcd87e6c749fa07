/**
 * The conversation shapes of GET /api/accounts/message-threads and /api/accounts/messages (FACADES "threads",
 * spec 1 section 3). Local until the threads routes land in schema.d.ts; then these become its aliases.
 */
export type DeliveryStatus = 'scheduled' | 'queued' | 'sent' | 'delivered' | 'failed' | 'received';

export interface ThreadContact {
  contactId: number;
  callerId: string;
  name: string;
  blocked: 'Y' | 'N';
}

export interface MessageThread {
  messageThreadId: number;
  tn: string;
  name: string;
  participants: string[];
  contacts: ThreadContact[];
  unreadCount: number;
  recentMessage: { type: 'sms' | 'mms' | null; message: string };
  recentMessageDate: string;
  hasScheduled: boolean;
  lastDeliveryStatus: DeliveryStatus | null;
  telephoneNumber: {
    tn: string;
    nickname: string;
    smsEnabled: 'Y' | 'pending' | 'N';
    stringHosted: 'Y' | 'N';
  };
}

export interface MessageAttachment {
  contentType: string;
  filename: string;
  path: string;
  size: number;
}

export interface Message {
  messageId: number;
  messageThreadId: number;
  message: string;
  type: 'sms' | 'mms';
  direction: 'inbound' | 'outbound';
  from: string;
  to: string[];
  createDate: string;
  attachments: MessageAttachment[];
  deferDate: string | null;
  deliveryStatus: DeliveryStatus;
  deliveryDesc: string;
}

export interface OutboundMessage {
  tn: string;
  participants: string[];
  message: string;
  media?: string;
  recaptchaToken: string;
  deferDate?: string;
}
