import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageCase, pageCases } from '../../../scripts/bench/messaging-cases.ts';
import {
  accessesOf,
  conversationReads,
  explain,
  type PlanNode,
  recordStatements,
} from '../../../scripts/bench/messaging-plans.ts';
import {
  BENCH_LOGIN,
  prepareBenchAccount,
  seedConversations,
} from '../../../scripts/bench/messaging-seed.ts';
import { SqlConversationPages } from '../../../src/modules/messaging/adapters/db/sql-conversation-pages.ts';
import { makeSqlExecutor } from '../../../src/platform/db/sql-executor.ts';
import { currentEm, withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * The shape of the conversation pages' work (BENCHMARKS.md, Messaging): each page of the benchmark, served
 * through the app on its 10,000 threads and a seventh of its messages, reads its ADR 0041 index and never a whole conversations table.
 * Timings are the benchmark's business; this fails when a page can only be served by reading everything.
 */
let t: TestApp;
let cases: PageCase[];
let cookie: string;
// As many threads as the benchmark (the list's plans depend on it), far fewer messages: 12 a thread, 3,000 in
// each of the ten busy ones.
const SIZE = { threads: 10_000, messages: 149_880, normalThreadMessages: 12 };

beforeAll(async () => {
  t = await createTestApp();
  const accountId = await prepareBenchAccount(t.orm, t.clock.now());
  const sql = makeSqlExecutor(t.orm);
  await seedConversations(t.orm, sql, accountId, SIZE, t.clock.now(), () => {});
  cases = await withContext(t.orm, () => pageCases(sql, accountId, SIZE.threads));
  cookie = await logIn(t, BENCH_LOGIN.email, BENCH_LOGIN.password);
}, 180_000);
afterAll(() => t.close());

async function plansOf(path: string): Promise<PlanNode[]> {
  const recorder = recordStatements();
  try {
    const response = await t.request(path, { cookie });
    expect(response.status, path).toBe(200);
    await response.text();
    const reads = conversationReads(recorder.take());
    expect(reads.length, `${path} reads conversations`).toBeGreaterThan(0);
    const sql = makeSqlExecutor(t.orm);
    return await withContext(t.orm, () => Promise.all(reads.map((read) => explain(sql, read))));
  } finally {
    recorder.stop();
  }
}

const blocksOf = (node: PlanNode): number =>
  (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);

describe('conversation page plans', () => {
  it('serves every benchmark page from its intended index, with no sequential scan of a conversations table', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(9);
    for (const page of cases) {
      const plans = await plansOf(page.path);
      const accesses = plans.map(accessesOf);
      const indexes = accesses.flatMap((access) => access.indexes);
      expect(
        page.intended.some((index) => indexes.includes(index)),
        `${page.name} reads ${indexes.join(', ')}`,
      ).toBe(true);
      const seqScans = accesses.flatMap((access) => access.seqScans);
      expect(
        seqScans.filter((table) => ['message', 'message_thread', 'contact'].includes(table)),
        page.name,
      ).toEqual([]);
    }
  });

  it('starts a deep page of a busy thread at its cursor (beforeDate and beforeId), not at the newest message', async () => {
    const deep = cases.find(
      (page) =>
        page.name.startsWith('messages, thread of') &&
        page.name.includes(': page at') &&
        page.path.includes('beforeId'),
    );
    expect(deep).toBeDefined();
    const plans = await plansOf(deep!.path);
    // The page's 50 rows and the thread check: a few dozen blocks. Filtering from the newest down reads thousands.
    expect(plans.map(blocksOf).reduce((a, b) => a + b, 0)).toBeLessThan(200);
  });

  it('checks for scheduled messages without reading each thread’s messages', async () => {
    const busiestList = cases.find((page) => page.name.startsWith('threads of the busiest number'))!;
    const plans = await plansOf(busiestList.path);
    expect(plans.flatMap((plan) => accessesOf(plan).indexes)).toContain('message_scheduled_idx');
    // The list's 20 threads include a busy one: one probe each, not a walk of its messages.
    expect(plans.map(blocksOf).reduce((a, b) => a + b, 0)).toBeLessThan(500);
  });

  it('pages messages sharing a createDate by beforeId, neither skipping nor repeating one', async () => {
    const [thread] = await t.sql<{ id: number }>(
      'select id from messaging.message_thread where id % 1000 <> 1 order by id desc limit 1',
    );
    await t.sql(
      `update messaging.message set create_date = '2026-11-22T11:00:00Z' where id in
         (select id from messaging.message where message_thread_id = $1 order by create_date desc, id desc limit 3)`,
      [thread!.id],
    );
    const page = async (query: string) => {
      const response = await t.request(
        `/api/accounts/messages?messageThreadId=${thread!.id}&$limit=2${query}`,
        {
          cookie,
        },
      );
      expect(response.status).toBe(200);
      return ((await response.json()).data as Array<{ messageId: number; createDate: string }>).map(
        (m) => m.messageId,
      );
    };
    const first = await page('');
    const second = await page(`&beforeDate=2026-11-22T11:00:00.000Z&beforeId=${first[1]}`);
    const [newest, middle, oldest] = [...first, second[0]];
    expect(newest).toBeGreaterThan(middle!);
    expect(middle).toBeGreaterThan(oldest!);
    expect(second).toHaveLength(2);
  });

  it('finds a stored file’s message by the attachments index (media by path, role user), not by reading every message', async () => {
    const [mms] = await t.sql<{ path: string; message_thread_id: number; account_id: number }>(
      `select attachments -> 0 ->> 'path' as path, message_thread_id, account_id from messaging.message
       where type = 'mms' order by id desc limit 1`,
    );
    const pages = new SqlConversationPages(() => currentEm(t.orm));
    const recorder = recordStatements();
    try {
      const threadId = await withContext(t.orm, () => pages.threadOfAttachment(mms!.account_id, mms!.path));
      expect(threadId).toBe(mms!.message_thread_id);
      const [read] = conversationReads(recorder.take());
      const plan = await withContext(t.orm, () => explain(makeSqlExecutor(t.orm), read!));
      expect(accessesOf(plan)).toEqual({ indexes: ['message_attachments_idx'], seqScans: [] });
    } finally {
      recorder.stop();
    }
  });
});
