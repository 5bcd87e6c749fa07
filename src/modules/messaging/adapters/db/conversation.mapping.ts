import { EntitySchema } from '@mikro-orm/postgresql';
import { Contact } from '../../domain/contact.ts';
import { Message } from '../../domain/message.ts';
import { MessageThread } from '../../domain/message-thread.ts';
import { SmsOptOut } from '../../domain/sms-opt-out.ts';

const timestamp = { type: 'Date', columnType: 'timestamptz' } as const;

/** One live thread per account, number and participants: the race two first messages would run. */
export const LIVE_THREAD_INDEX = 'message_thread_live_unique';
/** A carrier's message id names one message (a receipt or a repeated webhook finds it). */
export const CARRIER_MESSAGE_INDEX = 'message_carrier_message_id_unique';

/** Conversations (docs/adr/0041): the list's index is the migration's partial index on live threads. */
export const MessageThreadSchema = new EntitySchema<MessageThread>({
  class: MessageThread,
  tableName: 'message_thread',
  schema: 'messaging',
  uniques: [
    {
      name: LIVE_THREAD_INDEX,
      expression: `create unique index "${LIVE_THREAD_INDEX}" on "messaging"."message_thread" ("account_id", "tn", "participants_key") where "deleted_at" is null`,
    },
  ],
  indexes: [
    // The conversation list, newest first, all numbers or one (keyset on recent_message_date, id).
    {
      name: 'message_thread_list_idx',
      expression: `create index "message_thread_list_idx" on "messaging"."message_thread" ("account_id", "recent_message_date" desc, "id" desc) where "deleted_at" is null`,
    },
    {
      name: 'message_thread_tn_list_idx',
      expression: `create index "message_thread_tn_list_idx" on "messaging"."message_thread" ("account_id", "tn", "recent_message_date" desc, "id" desc) where "deleted_at" is null`,
    },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    accountId: { type: 'integer' },
    tn: { type: 'string', length: 16 },
    participants: { type: 'json', columnType: 'jsonb' },
    participantsKey: { type: 'string', length: 200 },
    name: { type: 'string', length: 100, default: '' },
    unreadCount: { type: 'integer', default: 0 },
    recentMessageType: { type: 'string', length: 3, nullable: true },
    recentMessage: { type: 'text', default: '' },
    recentMessageDate: { ...timestamp },
    createdAt: { ...timestamp },
    deletedAt: { ...timestamp, nullable: true },
  },
});

export const MessageSchema = new EntitySchema<Message>({
  class: Message,
  tableName: 'message',
  schema: 'messaging',
  uniques: [
    {
      name: CARRIER_MESSAGE_INDEX,
      expression: `create unique index "${CARRIER_MESSAGE_INDEX}" on "messaging"."message" ("carrier_message_id") where "carrier_message_id" is not null`,
    },
  ],
  indexes: [
    // A thread's page of messages, newest first (keyset on create_date, id).
    {
      name: 'message_thread_page_idx',
      expression: `create index "message_thread_page_idx" on "messaging"."message" ("message_thread_id", "create_date" desc, "id" desc)`,
    },
    // The list's "has a scheduled message" per thread: only scheduled rows, so it stays tiny (BENCHMARKS.md).
    {
      name: 'message_scheduled_idx',
      expression: `create index "message_scheduled_idx" on "messaging"."message" ("message_thread_id") where "delivery_status" = 'scheduled'`,
    },
    // A stored file's message (`attachments @> [{path}]`, media by path for members with role user): without it,
    // every image such a member opens reads the whole table (250 ms at 1,000,000 messages; BENCHMARKS.md).
    {
      name: 'message_attachments_idx',
      expression: `create index "message_attachments_idx" on "messaging"."message" using gin ("attachments" jsonb_path_ops)`,
    },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    messageThreadId: { type: 'integer' },
    accountId: { type: 'integer' },
    direction: { type: 'string', length: 8 },
    type: { type: 'string', length: 3 },
    message: { type: 'text', default: '' },
    attachments: { type: 'json', columnType: 'jsonb', default: '[]' },
    fromNumber: { type: 'string', length: 16 },
    toNumbers: { type: 'json', columnType: 'jsonb' },
    createDate: { ...timestamp },
    deferDate: { ...timestamp, nullable: true },
    deliveryStatus: { type: 'string', length: 10 },
    deliveryDesc: { type: 'string', length: 300, default: '' },
    carrierMessageId: { type: 'string', length: 100, nullable: true },
  },
});

export const ContactSchema = new EntitySchema<Contact>({
  class: Contact,
  tableName: 'contact',
  schema: 'messaging',
  uniques: [{ name: 'contact_account_caller_id_unique', properties: ['accountId', 'callerId'] }],
  indexes: [{ name: 'contact_account_name_idx', properties: ['accountId', 'name'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    accountId: { type: 'integer' },
    name: { type: 'string', length: 100 },
    callerId: { type: 'string', length: 16 },
    blocked: { type: 'string', length: 1, default: 'N' },
    createdAt: { ...timestamp },
    updatedAt: { ...timestamp },
  },
});

export const SmsOptOutSchema = new EntitySchema<SmsOptOut>({
  class: SmsOptOut,
  tableName: 'sms_opt_out',
  schema: 'messaging',
  properties: {
    tn: { type: 'string', length: 16, primary: true },
    participant: { type: 'string', length: 16, primary: true },
    createdAt: { ...timestamp },
  },
});

export const conversationEntities = [MessageThreadSchema, MessageSchema, ContactSchema, SmsOptOutSchema];
