import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLogins } from '../../src/modules/accounts/index.ts';
import { withContext } from '../../src/platform/db/unit-of-work.ts';
import { startWorkers } from '../../src/platform/jobs/pg-boss-jobs.ts';
import { createLogger } from '../../src/platform/logging/logger.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const PURGE = 'accounts.purge-expired-credentials';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await withContext(t.orm, () => seedDemoLogins(t.orm.em.fork(), t.clock.now()));
});
afterAll(() => t.close());

const jobCount = async (queue: string) =>
  Number(
    (await t.sql<{ count: string }>('select count(*) from pgboss.job where name = $1', [queue]))[0]!.count,
  );

async function until<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the Jobs port on pg-boss', () => {
  it('drops a job sent in a transaction that rolls back', async () => {
    const { tx, jobs } = t.composed.ports;
    await expect(
      tx(async () => {
        await jobs.send(PURGE, { reason: 'test' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobCount(PURGE)).toBe(0);
  });

  it('keeps a job sent in a transaction that commits', async () => {
    const { tx, jobs } = t.composed.ports;
    await tx(() => jobs.send(PURGE, { reason: 'test' }, { singletonKey: 'once' }));
    expect(await jobCount(PURGE)).toBe(1);
  });

  it('runs the purge job in a worker and deletes sessions past their expiry', async () => {
    const login = await t.request('/api/session', {
      method: 'POST',
      json: { email: 'user@numberyard.test', password: 'Numberyard1' },
    });
    expect(login.status).toBe(200);
    t.clock.advance(13 * 3_600_000);
    await startWorkers(t.boss, t.composed.jobs, {
      logger: createLogger('silent'),
      runInContext: t.composed.ports.runInContext,
      pollingIntervalSeconds: 0.5,
    });
    const jobId = await t.boss.send(PURGE, {});
    await until(
      async () =>
        (await t.sql<{ state: string }>('select state from pgboss.job where id = $1', [jobId]))[0]?.state,
      (state) => state === 'completed',
    );
    const [left] = await t.sql<{ count: string }>('select count(*) from accounts.session');
    expect(Number(left!.count)).toBe(0);
  });

  it('a batch drains a backlog at once and settles each job on its own: one failure waits for its retry, the rest complete', async () => {
    const queue = 'test.batch-of-jobs';
    await t.boss.createQueue(queue, { retryLimit: 1, retryDelay: 60 });
    const ran: number[] = [];
    const definition = {
      queue,
      handle: async (data: object) => {
        const { n } = data as { n: number };
        ran.push(n);
        if (n === 3) throw new Error('the carrier was down');
      },
    };
    const ids = [];
    for (let n = 1; n <= 25; n++) ids.push(await t.boss.send(queue, { n }));
    // A 30 s poll: without batches and bursts, 25 jobs would take 12 minutes.
    await startWorkers(t.boss, [definition], {
      logger: createLogger('silent'),
      runInContext: t.composed.ports.runInContext,
      pollingIntervalSeconds: 30,
    });
    const states = () =>
      t.sql<{ state: string; retry_count: number }>(
        'select state, retry_count from pgboss.job where name = $1 order by (data->>$2)::int',
        [queue, 'n'],
      );
    const settled = await until(
      states,
      (rows) => rows.filter((row) => row.state === 'completed').length === 24,
    );
    expect(settled[2]).toMatchObject({ state: 'retry' });
    expect(ran.filter((n) => n !== 3)).toHaveLength(24);
    await t.boss.offWork(queue);
  });
});
