import type { SqlExecutor } from '../../src/platform/db/sql-executor.ts';
import { BENCH_TNS, isBusyThread } from './messaging-seed.ts';

export interface PageCase {
  name: string;
  /** Which goal it counts towards. */
  page: 'thread list' | 'message page' | 'baseline';
  path: string;
  /** Indexes the page's main statement is meant to read (ADR 0041), for the plan check. */
  intended: string[];
}

/** The floor on this machine at that moment: HTTP, the middleware and a few trivial statements, no session. */
export const BASELINE_CASE: PageCase = {
  name: 'baseline: GET /api/health (no session; pings the database and job queue)',
  page: 'baseline',
  path: '/api/health',
  intended: [],
};

const THREAD_LIST = '/api/accounts/message-threads';
const MESSAGES = '/api/accounts/messages';
const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/**
 * The cursor (`beforeDate` and `beforeId`, as the web sends them) of the thread at `offset` (0 = newest) in the list of the account (or of one
 * number): the `beforeDate` cursor the web sends after scrolling that far.
 */
async function threadCursor(sql: SqlExecutor, accountId: number, offset: number, tn?: string) {
  const [row] = await sql.query<{ recent_message_date: Date | string; id: number }>(
    `select recent_message_date, id from messaging.message_thread
     where account_id = $1 and deleted_at is null and ($2::text is null or tn = $2)
     order by recent_message_date desc, id desc offset $3 limit 1`,
    [accountId, tn ?? null, offset],
  );
  if (!row) throw new Error(`no thread at offset ${offset}`);
  return { beforeDate: new Date(row.recent_message_date).toISOString(), beforeId: row.id };
}

async function messageCursor(sql: SqlExecutor, threadId: number, offset: number) {
  const [row] = await sql.query<{ create_date: Date | string; id: number }>(
    `select create_date, id from messaging.message where message_thread_id = $1
     order by create_date desc, id desc offset $2 limit 1`,
    [threadId, offset],
  );
  if (!row) throw new Error(`no message at offset ${offset} of thread ${threadId}`);
  return { beforeDate: new Date(row.create_date).toISOString(), beforeId: row.id };
}

/** The measured pages, their cursors read from the seeded data. */
export async function pageCases(sql: SqlExecutor, accountId: number, threads: number): Promise<PageCase[]> {
  const [busiest, , quietest] = BENCH_TNS;
  const busyThread = Array.from({ length: threads }, (_, i) => i + 1).find(isBusyThread) ?? 1;
  const [normal] = await sql.query<{ id: number }>(
    `select id from messaging.message_thread where account_id = $1 and id % 1000 <> 1 and unread_count = 0
     order by id limit 1`,
    [accountId],
  );
  const [quietCount] = await sql.query<{ count: string }>(
    'select count(*) from messaging.message_thread where account_id = $1 and tn = $2',
    [accountId, quietest],
  );
  const deep = Math.max(0, threads - 20);
  const quietDeep = Math.max(0, Number(quietCount!.count) - 20);
  const [busyCount] = await sql.query<{ count: string }>(
    'select count(*) from messaging.message where message_thread_id = $1',
    [busyThread],
  );
  const busyMiddle = Math.floor(Number(busyCount!.count) / 2);
  const [normalCount] = await sql.query<{ count: string }>(
    'select count(*) from messaging.message where message_thread_id = $1',
    [normal!.id],
  );
  const normalSize = `thread of ${Number(normalCount!.count).toLocaleString('en-US')}`;
  const busySize = `thread of ${Number(busyCount!.count).toLocaleString('en-US')}`;
  // Deep in the list, the planner may rather walk each number's list (few rows) and merge: as cheap.
  const list = ['message_thread_list_idx', 'message_thread_tn_list_idx'];
  const tnList = ['message_thread_tn_list_idx'];
  const page = ['message_thread_page_idx'];
  return [
    {
      name: 'threads: first page',
      page: 'thread list',
      path: `${THREAD_LIST}?${query({ $limit: 20 })}`,
      intended: list,
    },
    {
      name: `threads: page at ${Math.floor(threads / 2).toLocaleString('en-US')}`,
      page: 'thread list',
      path: `${THREAD_LIST}?${query({ $limit: 20, ...(await threadCursor(sql, accountId, Math.floor(threads / 2))) })}`,
      intended: list,
    },
    {
      name: `threads: last page (${deep.toLocaleString('en-US')})`,
      page: 'thread list',
      path: `${THREAD_LIST}?${query({ $limit: 20, ...(await threadCursor(sql, accountId, deep)) })}`,
      intended: list,
    },
    {
      name: 'threads of the busiest number: first page',
      page: 'thread list',
      path: `${THREAD_LIST}?${query({ tn: busiest, $limit: 20 })}`,
      intended: tnList,
    },
    {
      name: 'threads of the quietest number: last page',
      page: 'thread list',
      path: `${THREAD_LIST}?${query({ tn: quietest, $limit: 20, ...(await threadCursor(sql, accountId, quietDeep, quietest)) })}`,
      intended: tnList,
    },
    {
      name: `messages, ${normalSize}: first page`,
      page: 'message page',
      path: `${MESSAGES}?${query({ messageThreadId: normal!.id, $limit: 50 })}`,
      intended: page,
    },
    {
      name: `messages, ${normalSize}: second page`,
      page: 'message page',
      path: `${MESSAGES}?${query({ messageThreadId: normal!.id, $limit: 50, ...(await messageCursor(sql, normal!.id, Math.min(49, Number(normalCount!.count) - 2))) })}`,
      intended: page,
    },
    {
      name: `messages, ${busySize}: first page`,
      page: 'message page',
      path: `${MESSAGES}?${query({ messageThreadId: busyThread, $limit: 50 })}`,
      intended: page,
    },
    {
      name: `messages, ${busySize}: page at ${busyMiddle.toLocaleString('en-US')}`,
      page: 'message page',
      path: `${MESSAGES}?${query({ messageThreadId: busyThread, $limit: 50, ...(await messageCursor(sql, busyThread, busyMiddle)) })}`,
      intended: page,
    },
    {
      name: `messages, ${busySize}: page at ${busyMiddle.toLocaleString('en-US')}, beforeDate only`,
      page: 'message page',
      path: `${MESSAGES}?${query({ messageThreadId: busyThread, $limit: 50, ...(await messageCursor(sql, busyThread, busyMiddle)), beforeId: undefined })}`,
      intended: page,
    },
  ];
}
