import { demoAccountIdOf, seedDemoLogins } from '../../src/modules/accounts/index.ts';
import { seedDemoAccountNumbers } from '../../src/modules/messaging/index.ts';
import { analyzeBulkLoad } from '../../src/platform/db/analyze-bulk-load.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import type { SqlExecutor } from '../../src/platform/db/sql-executor.ts';
import { makeTransactional, withContext } from '../../src/platform/db/unit-of-work.ts';

/** The demo admin: the benchmark's account is Acme, signed in as its admin (not an employee). */
export const BENCH_LOGIN = { email: 'admin@numberyard.test', password: 'Numberyard1' };

/** Acme's SMS numbers (adapters/demo/demo-account-numbers.ts), busiest first: 60%, 30% and 10% of threads. */
export const BENCH_TNS = ['+12012346001', '+12122347002', '+13102348003'] as const;

/** One thread in a thousand is a busy conversation with ~20,000 messages; the others have 80 (by default). */
export const NORMAL_THREAD_MESSAGES = 80;
export const isBusyThread = (ordinal: number) => ordinal % 1000 === 1;

export const MESSAGING_TABLES = ['messaging.message_thread', 'messaging.message', 'messaging.contact'];

export interface SeedSize {
  threads: number;
  messages: number;
  /** Messages of each thread that is not busy (default NORMAL_THREAD_MESSAGES). */
  normalThreadMessages?: number;
}

/**
 * Thread `i` (1..threads) of Acme: its recent message 47 minutes older than thread i-1's, its number
 * chosen by i % 10 (BENCH_TNS' 60/30/10 split), one participant (+1415200iiii; every 50th a group with a
 * second one), every 5th participant a contact (every 100th blocked), every 6th unread. Its messages
 * (k = 0 the newest) go back in time by a fixed gap, inbound one in three, an MMS one in fifty, outbound ones
 * delivered with a carrier id; the newest of every 200th thread is scheduled for tomorrow and of every 97th
 * failed. Messages are inserted in time order, as they arrive in production: a thread's rows are spread over
 * the table, not packed together.
 */
const threadsSql = `
  with t as (select i, ($3::text[])[case when i % 10 < 6 then 1 when i % 10 < 9 then 2 else 3 end] as tn,
      '+1415' || (2000000 + i) as p1, case when i % 50 = 25 then '+1628' || (2000000 + i) end as p2,
      $4::timestamptz - (i - 1) * interval '47 minutes' - (i % 13) * interval '1 second' as recent
    from generate_series(1, $2::int) i)
  insert into messaging.message_thread (id, account_id, tn, participants, participants_key, name, unread_count,
      recent_message_type, recent_message, recent_message_date, created_at)
  select i, $1, tn, case when p2 is null then jsonb_build_array(p1) else jsonb_build_array(p1, p2) end,
    concat_ws(',', p1, p2), '', case when i % 6 = 0 then 1 + i % 4 else 0 end,
    case when (i * 7) % 50 = 0 then 'mms' else 'sms' end,
    'Message 0 in conversation ' || i || ': ' || substr(repeat('lorem ipsum dolor sit amet ', 6), 1, 20 + i % 140),
    recent, recent - interval '400 days'
  from t`;

const messagesSql = `
  with t as (select id as i, tn, participants, participants ->> 0 as p1, recent_message_date as recent,
      case when id % 1000 = 1 then $2::int else $3::int end as n,
      case when id % 1000 = 1 then interval '23 minutes' else interval '187 minutes' end as gap
    from messaging.message_thread where account_id = $1),
  m as (select t.*, k, (k + i) % 3 = 0 as inbound, (k * 7 + i) % 50 = 0 as mms,
      k = 0 and i % 200 = 3 as scheduled, k = 0 and i % 97 = 0 as failed
    from t cross join lateral generate_series(0, t.n - 1) k)
  insert into messaging.message (message_thread_id, account_id, direction, type, message, attachments,
      from_number, to_numbers, create_date, defer_date, delivery_status, delivery_desc, carrier_message_id)
  select i, $1, case when inbound then 'inbound' else 'outbound' end, case when mms then 'mms' else 'sms' end,
    'Message ' || k || ' in conversation ' || i || ': ' || substr(repeat('lorem ipsum dolor sit amet ', 6), 1, 20 + (k * 31 + i) % 140),
    case when mms then jsonb_build_array(jsonb_build_object('contentType', 'image/jpeg', 'filename', 'photo.jpg',
      'path', '/api/accounts/media/' || $1 || '/bench-' || i || '-' || k || '/photo.jpg', 'size', 150000 + k)) else '[]' end,
    case when inbound then p1 else tn end,
    case when inbound then jsonb_build_array(tn) else participants end,
    recent - k * gap, case when scheduled then $4::timestamptz + interval '1 day' end,
    case when inbound then 'received' when scheduled then 'scheduled' when failed then 'failed' else 'delivered' end,
    case when failed then 'Carrier rejected: unreachable destination' else '' end,
    case when not inbound and not scheduled then 'bench-' || i || '-' || k end
  from m order by recent - k * gap, i`;

const contactsSql = `
  insert into messaging.contact (account_id, name, caller_id, blocked, created_at, updated_at)
  select $1, 'Contact ' || id, participants ->> 0, case when id % 100 = 0 then 'Y' else 'N' end, $2, $2
  from messaging.message_thread where account_id = $1 and id % 5 = 0`;

/** Busy threads hold what the normal ones leave of `messages` (20,080 each at the default size). */
export function busyThreadMessages(size: SeedSize): number {
  const busy = Math.floor((size.threads + 999) / 1000);
  const normal = size.threads - busy;
  const perNormal = size.normalThreadMessages ?? NORMAL_THREAD_MESSAGES;
  return Math.max(1, Math.round((size.messages - normal * perNormal) / Math.max(1, busy)));
}

/** The benchmark account's id, its numbers and logins created when missing. */
export async function prepareBenchAccount(orm: Orm, now: Date): Promise<number> {
  return withContext(orm, async () => {
    const em = orm.em.fork();
    await seedDemoLogins(em, now);
    const accountId = await demoAccountIdOf(em, BENCH_LOGIN.email);
    if (!accountId) throw new Error('the demo admin has no account');
    await seedDemoAccountNumbers(em, accountId, now);
    return accountId;
  });
}

/**
 * Replaces every conversation of the database with `size` (the benchmark's database holds only Acme's),
 * in three INSERT ... SELECT statements over generate_series, then VACUUM (ANALYZE) of what was loaded.
 */
export async function seedConversations(
  orm: Orm,
  sql: SqlExecutor,
  accountId: number,
  size: SeedSize,
  now: Date,
  log: (message: string) => void,
): Promise<void> {
  const timed = async (what: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    log(`${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await withContext(orm, () =>
    sql.query('truncate messaging.message, messaging.message_thread, messaging.contact restart identity'),
  );
  await makeTransactional(orm)(async () => {
    await sql.query(`set local work_mem = '256MB'`);
    await timed(`${size.threads} threads`, () =>
      sql.query(threadsSql, [accountId, size.threads, [...BENCH_TNS], now]),
    );
    await sql.query(
      `select setval(pg_get_serial_sequence('messaging.message_thread', 'id'), (select max(id) from messaging.message_thread))`,
    );
    await timed('contacts', () => sql.query(contactsSql, [accountId, now]));
    await timed(`messages (${busyThreadMessages(size)} in each busy thread)`, () =>
      sql.query(messagesSql, [
        accountId,
        busyThreadMessages(size),
        size.normalThreadMessages ?? NORMAL_THREAD_MESSAGES,
        now,
      ]),
    );
  });
  await timed('vacuum (analyze)', () => withContext(orm, () => analyzeBulkLoad(sql, MESSAGING_TABLES)));
}
