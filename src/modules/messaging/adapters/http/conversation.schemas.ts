import { z } from '@hono/zod-openapi';

const DELIVERY_STATUSES = ['scheduled', 'queued', 'sent', 'delivered', 'failed', 'received'] as const;
const MESSAGE_TYPES = ['sms', 'mms'] as const;

/** The keyset cursor of the two lists (docs/adr/0042): strictly older than beforeDate, or same date and lower id. */
export const cursorQuery = {
  beforeDate: z
    .string()
    .datetime({ offset: true })
    .optional()
    .describe(
      'The infinite-scroll cursor: only items older than this date (the last item’s recentMessageDate or createDate).',
    )
    .openapi({ example: '2026-11-24T18:30:00.000Z' }),
  beforeId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      'With beforeDate: also items of exactly that date with a lower id (the last item’s id), so items sharing a ' +
        'date are neither skipped nor repeated. Without it, items of exactly beforeDate are left out.',
    )
    .openapi({ example: 812 }),
};

export const ThreadContact = z
  .object({
    contactId: z.number().int(),
    callerId: z.string().describe('E.164.'),
    name: z.string(),
    blocked: z.enum(['Y', 'N']),
  })
  .openapi('ThreadContact');

export const MessageThread = z
  .object({
    messageThreadId: z.number().int(),
    tn: z.string().describe('The account’s number of the conversation (E.164).'),
    name: z
      .string()
      .describe('The thread’s name; empty when none was given (the screens show contacts’ names).'),
    participants: z.array(z.string()).describe('The other parties, E.164, sorted.'),
    contacts: z.array(ThreadContact).describe('The account’s contacts among the participants.'),
    unreadCount: z.number().int().min(0),
    recentMessage: z.object({ type: z.enum(MESSAGE_TYPES).nullable(), message: z.string() }),
    recentMessageDate: z.string().datetime(),
    hasScheduled: z.boolean().describe('Some message of the thread waits for its deferDate.'),
    lastDeliveryStatus: z
      .enum(DELIVERY_STATUSES)
      .nullable()
      .describe('The delivery status of the thread’s newest message (null: none yet).'),
    telephoneNumber: z.object({
      tn: z.string(),
      nickname: z.string(),
      smsEnabled: z.enum(['Y', 'pending', 'N']),
      stringHosted: z.enum(['Y', 'N']),
    }),
  })
  .openapi('MessageThread', {
    example: {
      messageThreadId: 812,
      tn: '+12012340100',
      name: '',
      participants: ['+19732340142'],
      contacts: [{ contactId: 5, callerId: '+19732340142', name: 'Dana', blocked: 'N' }],
      unreadCount: 1,
      recentMessage: { type: 'sms', message: 'See you at 5' },
      recentMessageDate: '2026-11-24T18:30:00.000Z',
      hasScheduled: false,
      lastDeliveryStatus: 'received',
      telephoneNumber: { tn: '+12012340100', nickname: 'Front desk', smsEnabled: 'Y', stringHosted: 'N' },
    },
  });

export const MessageAttachment = z
  .object({
    contentType: z.string(),
    filename: z.string(),
    path: z.string().describe('Where the account fetches it: `/api/accounts/media/...`.'),
    size: z.number().int().describe('Bytes.'),
  })
  .openapi('MessageAttachment');

export const Message = z
  .object({
    messageId: z.number().int(),
    messageThreadId: z.number().int(),
    message: z.string(),
    type: z.enum(MESSAGE_TYPES),
    direction: z.enum(['inbound', 'outbound']),
    from: z.string().describe('E.164.'),
    to: z.array(z.string()),
    createDate: z.string().datetime(),
    attachments: z.array(MessageAttachment),
    deferDate: z.string().datetime().nullable().describe('When a scheduled message goes out.'),
    deliveryStatus: z.enum(DELIVERY_STATUSES),
    deliveryDesc: z.string().describe('Why it failed, when it did (the carrier’s words).'),
  })
  .openapi('Message', {
    example: {
      messageId: 4411,
      messageThreadId: 812,
      message: 'See you at 5',
      type: 'sms',
      direction: 'outbound',
      from: '+12012340100',
      to: ['+19732340142'],
      createDate: '2026-11-24T18:30:00.000Z',
      attachments: [],
      deferDate: null,
      deliveryStatus: 'delivered',
      deliveryDesc: '',
    },
  });

export const MessageThreadIdParam = z.object({
  messageThreadId: z.coerce.number().int().positive().openapi({ example: 812 }),
});
