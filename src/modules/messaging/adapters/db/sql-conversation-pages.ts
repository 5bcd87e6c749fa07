import type { EntityManager } from '@mikro-orm/postgresql';
import type { Message } from '../../domain/message.ts';
import type { ConversationPages, PageCursor, ThreadListRow } from '../../ports/conversation-pages.ts';
import { MessageSchema } from './conversation.mapping.ts';

interface ThreadRecord {
  id: number;
  tn: string;
  name: string;
  participants: string[];
  unread_count: number;
  recent_message_type: ThreadListRow['recentMessageType'];
  recent_message: string;
  recent_message_date: Date;
  nickname: string;
  sms_enabled: ThreadListRow['number']['smsEnabled'];
  string_hosted: boolean;
  has_scheduled: boolean;
  last_delivery_status: ThreadListRow['lastDeliveryStatus'];
  contacts: ThreadListRow['contacts'];
}

// Threads of numbers the account still holds (the join), newest first on message_thread_list_idx or
// message_thread_tn_list_idx; per thread, a probe of message_scheduled_idx and of message_thread_page_idx, and
// the contact index (`= any (array(...))`: with `in (select ...)` the planner hashes every contact of the account).
const THREADS = `
select t.id, t.tn, t.name, t.participants, t.unread_count, t.recent_message_type, t.recent_message,
  t.recent_message_date, n.nickname, n.sms_enabled, n.string_hosted,
  exists (select 1 from messaging.message m
          where m.message_thread_id = t.id and m.delivery_status = 'scheduled') as has_scheduled,
  (select m.delivery_status from messaging.message m where m.message_thread_id = t.id
   order by m.create_date desc, m.id desc limit 1) as last_delivery_status,
  coalesce((select json_agg(json_build_object('id', c.id, 'callerId', c.caller_id, 'name', c.name,
                                              'blocked', c.blocked) order by c.caller_id)
            from messaging.contact c
            where c.account_id = t.account_id
              and c.caller_id = any (array(select jsonb_array_elements_text(t.participants)))), '[]') as contacts
from messaging.message_thread t
join messaging.account_number n on n.account_id = t.account_id and n.tn = t.tn
where t.account_id = ? and t.deleted_at is null`;

/** The conversation list and a thread's messages as keyset pages (docs/adr/0042). */
export class SqlConversationPages implements ConversationPages {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async threads(query: Parameters<ConversationPages['threads']>[0]): Promise<ThreadListRow[]> {
    const conditions: string[] = [];
    const params: unknown[] = [query.accountId];
    const where = (sql: string, ...values: unknown[]) => {
      conditions.push(sql);
      params.push(...values);
    };
    if (query.tn !== undefined) where('t.tn = ?', query.tn);
    if (query.threadId !== undefined) where('t.id = ?', query.threadId);
    if (query.assignedUserId !== undefined) where('n.assigned_user_id = ?', query.assignedUserId);
    const before = keyset('t.recent_message_date', 't.id', query.before);
    if (before) where(before.sql, ...before.params);
    const sql = `${THREADS}${conditions.map((condition) => ` and ${condition}`).join('')}
order by t.recent_message_date desc, t.id desc limit ?`;
    const rows: ThreadRecord[] = await this.#em().execute(sql, [...params, query.limit]);
    return rows.map((row) => ({
      id: row.id,
      tn: row.tn,
      name: row.name,
      participants: row.participants,
      unreadCount: row.unread_count,
      recentMessageType: row.recent_message_type,
      recentMessage: row.recent_message,
      recentMessageDate: new Date(row.recent_message_date),
      hasScheduled: row.has_scheduled,
      lastDeliveryStatus: row.last_delivery_status,
      number: { nickname: row.nickname, smsEnabled: row.sms_enabled, stringHosted: row.string_hosted },
      contacts: row.contacts,
    }));
  }

  async messages(query: Parameters<ConversationPages['messages']>[0]): Promise<Message[]> {
    const before = query.before;
    const older = before
      ? before.id === undefined
        ? { createDate: { $lt: before.date } }
        : {
            // The bound lets message_thread_page_idx start at the cursor; the $or alone is a filter over
            // every newer message of the thread (BENCHMARKS.md, Messaging).
            createDate: { $lte: before.date },
            $or: [{ createDate: { $lt: before.date } }, { createDate: before.date, id: { $lt: before.id } }],
          }
      : {};
    return this.#em().find(
      MessageSchema,
      { messageThreadId: query.messageThreadId, ...older },
      { orderBy: { createDate: 'desc', id: 'desc' }, limit: query.limit },
    );
  }

  async threadOfAttachment(accountId: number, path: string): Promise<number | null> {
    const rows: Array<{ message_thread_id: number }> = await this.#em().execute(
      'select message_thread_id from messaging.message where account_id = ? and attachments @> ?::jsonb limit 1',
      [accountId, JSON.stringify([{ path }])],
    );
    return rows[0]?.message_thread_id ?? null;
  }
}

function keyset(dateColumn: string, idColumn: string, before: PageCursor | undefined) {
  if (!before) return null;
  if (before.id === undefined) return { sql: `${dateColumn} < ?`, params: [before.date] };
  return { sql: `(${dateColumn}, ${idColumn}) < (?, ?)`, params: [before.date, before.id] };
}
