import type { Attachment, Message } from '../domain/message.ts';
import type { ThreadListRow } from '../ports/conversation-pages.ts';

/** Where the account fetches a stored attachment (the media route; docs/adr/0042). */
export const mediaUrl = (attachment: Pick<Attachment, 'path'>) => `/api/accounts/media/${attachment.path}`;

export function toThreadView(row: ThreadListRow) {
  return {
    messageThreadId: row.id,
    tn: row.tn,
    name: row.name,
    participants: row.participants,
    contacts: row.contacts.map((contact) => ({
      contactId: contact.id,
      callerId: contact.callerId,
      name: contact.name,
      blocked: contact.blocked,
    })),
    unreadCount: row.unreadCount,
    recentMessage: { type: row.recentMessageType, message: row.recentMessage },
    recentMessageDate: row.recentMessageDate.toISOString(),
    hasScheduled: row.hasScheduled,
    lastDeliveryStatus: row.lastDeliveryStatus,
    telephoneNumber: {
      tn: row.tn,
      nickname: row.number.nickname,
      smsEnabled: row.number.smsEnabled,
      stringHosted: row.number.stringHosted ? ('Y' as const) : ('N' as const),
    },
  };
}
export type ThreadView = ReturnType<typeof toThreadView>;

export function toMessageView(message: Message) {
  return {
    messageId: message.id,
    messageThreadId: message.messageThreadId,
    message: message.message,
    type: message.type,
    direction: message.direction,
    from: message.fromNumber,
    to: message.toNumbers,
    createDate: message.createDate.toISOString(),
    attachments: message.attachments.map((attachment) => ({ ...attachment, path: mediaUrl(attachment) })),
    deferDate: message.deferDate?.toISOString() ?? null,
    deliveryStatus: message.deliveryStatus,
    deliveryDesc: message.deliveryDesc,
  };
}
export type MessageView = ReturnType<typeof toMessageView>;
