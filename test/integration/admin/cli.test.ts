import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroOrmBrokerageTransactions } from '../../../src/modules/brokerage/adapters/db/mikro-orm-earnings.ts';
import { BrokerageTransaction } from '../../../src/modules/brokerage/domain/brokerage-transaction.ts';
import { currentEm, withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { basketClient, holdOf, listNumber } from '../basket/basket-test-kit.ts';
import { accountOf } from '../brokerage/licences-kit.ts';

const NOW = '2026-11-28T12:00:00Z';
let t: TestApp;
let staff: string;
let customer: string;
let customerAccount: number;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  await seedLogins(t);
  staff = await logIn(t, 'staff@numberyard.test');
  customer = await logIn(t, 'admin@numberyard.test');
  customerAccount = await accountOf(t, 'admin@numberyard.test');
});
afterAll(() => t.close());

const run = (name: string, query: Record<string, string | number>, cookie = staff) =>
  t.request(
    `/api/admin/cli/${name}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    {
      cookie,
    },
  );
const balanceOf = async (accountId: number) =>
  Number(
    (
      await t.sql<{ n: string }>(
        `select coalesce(sum(case when kind in ('charge', 'tax') then amount_cents else -amount_cents end), 0) as n
         from billing.ledger_entry where account_id = $1`,
        [accountId],
      )
    )[0]?.n,
  );
const cliAudit = (script: string) =>
  t.sql<{
    actor_user_id: number;
    before: { args: unknown };
    after: { ok: boolean; result: string };
    at: Date;
  }>('select actor_user_id, before, after, at from admin.audit_entry where subject = $1 order by id', [
    `cliScript:${script}`,
  ]);
const countAudit = async () =>
  Number(
    (await t.sql<{ n: string }>(`select count(*) as n from admin.audit_entry where action = 'cli.run'`))[0]
      ?.n,
  );

describe('GET /api/admin/cli', () => {
  it('lists the allow-listed scripts with description, args, required and flags', async () => {
    const response = await t.request('/api/admin/cli', { cookie: staff });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.map((s: { name: string }) => s.name)).toEqual([
      'rebuild-search-tallies',
      'refresh-number-runs',
      'rebuild-loose-search-indexes',
      'release-expired-holds',
      'resend-mail',
      'adjust-balance',
      'retry-failed-job',
      'recompute-broker-transactions',
      'legacy-import-numbers',
    ]);
    expect(data.find((s: { name: string }) => s.name === 'adjust-balance').config).toMatchObject({
      required: ['accountId', 'amountCents', 'reason'],
      flags: ['dryrun', 'commit'],
    });
    expect(data.at(-1).config.flags).toEqual([]);
  });

  it('is for staff on the web site only: guests 401, customers 403, API tokens 403 (list and run)', async () => {
    expect((await t.request('/api/admin/cli')).status).toBe(401);
    expect((await run('refresh-number-runs', { dryrun: 'true' }, '')).status).toBe(401);
    expect((await t.request('/api/admin/cli', { cookie: customer })).status).toBe(403);
    expect((await run('refresh-number-runs', { dryrun: 'true' }, customer)).status).toBe(403);
    const created = await t.request('/api/apiTokens', {
      method: 'POST',
      cookie: staff,
      json: { name: 'cli' },
    });
    expect(created.status).toBe(201);
    const { token } = await created.json();
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.request('/api/admin/cli', { headers })).status).toBe(403);
    expect((await t.request('/api/admin/cli/refresh-number-runs?commit=true', { headers })).status).toBe(403);
  });
});

describe('GET /api/admin/cli/{scriptName}: what is refused before anything runs', () => {
  it('an unknown script is 404', async () => {
    expect((await run('rm -rf', { dryrun: 'true' })).status).toBe(404);
    expect((await run('constructor', { dryrun: 'true' })).status).toBe(404);
  });

  it('a script without a dryrun/commit option is refused with the spec text', async () => {
    const response = await run('legacy-import-numbers', { commit: 'true' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'Script cannot be run from this tool as it has no dryrun/commit option.',
    );
  });

  it('neither or both of dryrun and commit is 400', async () => {
    expect((await run('refresh-number-runs', {})).status).toBe(400);
    expect((await run('refresh-number-runs', { dryrun: 'false', commit: 'false' })).status).toBe(400);
    expect((await run('refresh-number-runs', { dryrun: 'true', commit: 'true' })).status).toBe(400);
  });

  it('bad arguments are 400 with a message per field, and nothing changes', async () => {
    const before = await balanceOf(customerAccount);
    const audits = await countAudit();
    const response = await run('adjust-balance', { accountId: 'abc', amountCents: 0, commit: 'true' });
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(Object.keys(errors).sort()).toEqual(['accountId', 'amountCents', 'reason']);
    expect(errors.amountCents).toBe('amountCents cannot be 0.');
    const fractional = await run('adjust-balance', {
      accountId: customerAccount,
      amountCents: 1.5,
      reason: 'goodwill',
      commit: 'true',
    });
    expect((await fractional.json()).errors).toEqual({
      amountCents: 'amountCents is a whole number of cents.',
    });
    expect((await run('retry-failed-job', { queue: 'mail;drop', jobId: 'x', dryrun: 'true' })).status).toBe(
      400,
    );
    expect(await balanceOf(customerAccount)).toBe(before);
    expect(await countAudit()).toBe(audits);
  });
});

describe('running scripts', () => {
  it('adjust-balance: a dry run says what it would do and changes nothing; a commit charges or credits, audited', async () => {
    const before = await balanceOf(customerAccount);
    const args = { accountId: customerAccount, amountCents: -1_250, reason: 'Goodwill for the outage' };
    const dry = await run('adjust-balance', { ...args, dryrun: 'true' });
    expect(dry.status).toBe(200);
    expect(dry.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const dryText = await dry.text();
    expect(dryText).toContain(`Would credit account ${customerAccount} $12.50 (Goodwill for the outage)`);
    expect(dryText.trim().split('\n').at(-1)).toBe('Finished.');
    expect(await balanceOf(customerAccount)).toBe(before);
    expect(await cliAudit('adjust-balance')).toEqual([]);

    const commit = await (await run('adjust-balance', { ...args, commit: 'true' })).text();
    expect(commit).toContain(`Did credit account ${customerAccount} $12.50`);
    expect(await balanceOf(customerAccount)).toBe(before - 1_250);
    const lines = await t.sql<{ kind: string; amount_cents: number; description: string }>(
      `select kind, amount_cents, description from billing.ledger_entry where account_id = $1 and reference like 'admin-cli:%'`,
      [customerAccount],
    );
    expect(lines).toEqual([
      { kind: 'credit', amount_cents: 1_250, description: 'Adjustment: Goodwill for the outage' },
    ]);
    const [entry, ...more] = await cliAudit('adjust-balance');
    expect(more).toEqual([]);
    expect(entry?.before).toEqual({ args });
    expect(entry?.after).toMatchObject({ ok: true, result: expect.stringContaining('Did credit') });
    expect(new Date(entry!.at).toISOString()).toBe('2026-11-28T12:00:00.000Z');
    const [staffUser] = await t.sql<{ id: number }>(
      `select id from accounts.user where email = 'staff@numberyard.test'`,
    );
    expect(entry?.actor_user_id).toBe(staffUser?.id);
  });

  it('adjust-balance for an account that does not exist ends Failed (audited on commit), changing nothing', async () => {
    const text = await (
      await run('adjust-balance', { accountId: 999_999, amountCents: 100, reason: 'nope', commit: 'true' })
    ).text();
    expect(text).toContain('Failed: There is no account 999999.');
    expect(text.trim().split('\n').at(-1)).toBe('Failed.');
    expect((await cliAudit('adjust-balance')).at(-1)?.after).toMatchObject({ ok: false });
  });

  it('rebuild-loose-search-indexes: a dry run finds the B-trees left half empty by deletes; a commit builds them again, full', async () => {
    // 20,000 numbers, then every other one deleted and vacuumed: each index's leaf pages are left half used.
    await t.sql(
      `insert into catalog.number (tn, npa, nxx, state, country, type, vendor, cost_cents, price_cents, retail_price_cents,
         status, created_at, digits, num)
       select '+1917' || lpad(i::text, 7, '0'), '917', left(lpad(i::text, 7, '0'), 3), 'NY', 'US', 'local', 'telnyx',
         100, 1000 + i % 500, 1000 + i % 500, 'available', now(), '917' || lpad(i::text, 7, '0'), 1917 * 10000000::bigint + i
       from generate_series(0, 19999) i`,
    );
    await t.sql(`delete from catalog.number where npa = '917' and num % 2 = 0`);
    await t.sql('vacuum catalog.number');
    const fill = async (index: string) =>
      Number(
        (
          await t.sql<{ d: number }>(`select avg_leaf_density as d from pgstatindex($1)`, [
            `catalog.${index}`,
          ])
        )[0]?.d,
      );
    expect(await fill('number_tn_unique')).toBeLessThan(80);

    const dry = await (await run('rebuild-loose-search-indexes', { dryrun: 'true' })).text();
    expect(dry).toMatch(/number_tn_unique: [\d.]+ MB, leaf pages \d+% full, loose/);
    expect(dry).toMatch(/number_npa_digits_trgm_idx: [\d.]+ MB, gin, not measured/);
    expect(dry).toMatch(/Would rebuild \d+ indexes \([\d.]+ MB\); searches go on meanwhile\./);
    expect(await fill('number_tn_unique')).toBeLessThan(80);
    expect(await cliAudit('rebuild-loose-search-indexes')).toEqual([]);

    const commit = await (await run('rebuild-loose-search-indexes', { commit: 'true' })).text();
    expect(commit).toContain('Rebuilding number_tn_unique...');
    expect(commit).toMatch(/Rebuilt \d+ indexes: [\d.]+ MB -> [\d.]+ MB\./);
    expect(await fill('number_tn_unique')).toBeGreaterThan(85);
    expect((await cliAudit('rebuild-loose-search-indexes')).at(-1)?.after).toMatchObject({ ok: true });
    const again = await (await run('rebuild-loose-search-indexes', { dryrun: 'true' })).text();
    expect(again).toContain('Would rebuild 0 indexes (0.0 MB); searches go on meanwhile.');
    await t.sql(`delete from catalog.number where npa = '917'`);
  });

  it("release-expired-holds: a dry run counts the lapsed items; a commit closes them and frees the numbers' holds", async () => {
    const tn = '+12012347001';
    await listNumber(t, tn, { priceCents: 4_900 });
    const guest = basketClient(t);
    const basketUuid = await guest.create();
    expect((await guest.add({ basketUuid, tn, mode: 'buy' })).status).toBe(201);
    t.clock.advance(31 * 60_000);
    try {
      const dry = await (await run('release-expired-holds', { dryrun: 'true' })).text();
      expect(dry).toContain('Would close 1 lapsed basket item');
      expect((await holdOf(t, tn))?.reserved_basket).toBe(basketUuid);
      const commit = await (await run('release-expired-holds', { commit: 'true' })).text();
      expect(commit).toContain('Closed 1 lapsed basket item');
      expect(await holdOf(t, tn)).toEqual({ reserved_basket: null, reserved_until: null });
      expect(await cliAudit('release-expired-holds')).toHaveLength(1);
    } finally {
      t.clock.set(NOW);
    }
  });

  it("recompute-broker-transactions: a dry run for one broker moves nothing; a commit moves that broker's only", async () => {
    const broker = await accountOf(t, 'admin@numberyard.test');
    const other = await accountOf(t, 'staff@numberyard.test');
    const pending = async (brokerAccountId: number) => {
      const transaction = new BrokerageTransaction({
        brokerAccountId,
        tn: `+1201456${9000 + brokerAccountId}`,
        type: 'sale',
        purchaseAmount: 10_000,
        firstOfNumber: false,
        now: new Date('2026-10-01T12:00:00Z'),
        sourceReference: `test:cli:${brokerAccountId}`,
        data: {},
      });
      transaction.status = 'pending';
      await withContext(t.orm, () =>
        new MikroOrmBrokerageTransactions(() => currentEm(t.orm)).add(transaction),
      );
      return transaction.id;
    };
    const mine = await pending(broker);
    const theirs = await pending(other);
    const statusOf = async (id: number) =>
      (await t.sql<{ status: string }>('select status from brokerage.transaction where id = $1', [id]))[0]
        ?.status;
    const dry = await (
      await run('recompute-broker-transactions', { brokerAccountId: broker, dryrun: 'true' })
    ).text();
    expect(dry).toContain(
      `Would move 0 transactions to pending and 1 to payable for broker account ${broker}.`,
    );
    expect(await statusOf(mine)).toBe('pending');
    const commit = await (
      await run('recompute-broker-transactions', { brokerAccountId: broker, commit: 'true' })
    ).text();
    expect(commit).toContain('Moved 0 transactions to pending and 1 to payable');
    expect(await statusOf(mine)).toBe('payable');
    expect(await statusOf(theirs)).toBe('pending');
    const [entry] = await cliAudit('recompute-broker-transactions');
    expect(entry?.before).toEqual({ args: { brokerAccountId: broker } });
  });

  it('resend-mail: a dry run names the mail; a commit writes a copy to the outbox; a redacted one is refused', async () => {
    const [mail] = await t.sql<{ id: string }>(
      `insert into platform.mail_outbox (to_address, subject, text_body, category, created_at, contains_secret)
       values ('ann@example.com', 'Your receipt', 'Thanks', 'receipt', $1, false) returning id`,
      [NOW],
    );
    const copies = async () =>
      Number(
        (
          await t.sql<{ n: string }>(
            `select count(*) as n from platform.mail_outbox where subject = 'Your receipt'`,
          )
        )[0]?.n,
      );
    const dry = await (await run('resend-mail', { mailId: mail!.id, dryrun: 'true' })).text();
    expect(dry).toContain(`Would resend mail ${mail!.id} 'Your receipt' to ann@example.com (never sent).`);
    expect(await copies()).toBe(1);
    const commit = await (await run('resend-mail', { mailId: mail!.id, commit: 'true' })).text();
    expect(commit).toContain('Finished.');
    expect(await copies()).toBe(2);
    const [secret] = await t.sql<{ id: string }>(
      `insert into platform.mail_outbox (to_address, subject, text_body, category, created_at, contains_secret, redacted_at)
       values ('ann@example.com', 'Your code', '[redacted]', 'code', $1, true, $1) returning id`,
      [NOW],
    );
    expect(await (await run('resend-mail', { mailId: secret!.id, commit: 'true' })).text()).toContain(
      'it cannot be resent',
    );
  });

  it('retry-failed-job: only a failed job is re-run; a dry run leaves it failed, a commit re-queues it', async () => {
    const queue = 'test.cli-retry';
    await t.boss.createQueue(queue, { retryLimit: 0 });
    const jobId = (await t.boss.send(queue, { n: 1 }))!;
    const stateOf = async () => (await t.boss.getJobById(queue, jobId))?.state;
    const notFailed = await (await run('retry-failed-job', { queue, jobId, dryrun: 'true' })).text();
    expect(notFailed).toContain(`Failed: Job ${jobId} is created, not failed`);
    const [job] = await t.boss.fetch(queue);
    await t.boss.fail(queue, job!.id, { reason: 'boom' });
    expect(await stateOf()).toBe('failed');
    expect(await (await run('retry-failed-job', { queue, jobId, dryrun: 'true' })).text()).toContain(
      `Would re-run failed job ${jobId} of ${queue}`,
    );
    expect(await stateOf()).toBe('failed');
    expect(await (await run('retry-failed-job', { queue, jobId, commit: 'true' })).text()).toContain(
      'Re-queued',
    );
    expect(await stateOf()).not.toBe('failed');
  });

  it('the other scripts say what they would do in a dry run', async () => {
    const say = async (name: string, query: Record<string, string> = {}) =>
      (await run(name, { ...query, dryrun: 'true' })).text();
    expect(await say('rebuild-search-tallies')).toMatch(
      /Would rebuild the search tallies from \d+ numbers? on offer/,
    );
    expect(await say('refresh-number-runs')).toMatch(/Would rewrite the runs of \d+ numbers?\./);
    expect(await say('resend-mail', { mailId: '999999' })).toContain(
      'Failed: There is no mail 999999 in the outbox.',
    );
    expect(
      await say('retry-failed-job', { queue: 'mail.send', jobId: '00000000-0000-4000-8000-000000000000' }),
    ).toContain('Failed: There is no job');
  });

  it('streams its output: text/plain, not buffered whole (the first line is readable before the end)', async () => {
    const response = await run('refresh-number-runs', { commit: 'true' });
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(decoder.decode(value));
    }
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]).toMatch(/^Commit: refresh-number-runs/);
    expect(chunks.join('')).toMatch(
      /Refreshing number runs\.\.\.\nRewrote the runs of \d+ numbers?\.\nFinished\.\n$/,
    );
  });
});
