import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroOrmJobs } from '../../../src/modules/brokerage/adapters/db/mikro-orm-jobs.ts';
import { makeRunJob } from '../../../src/modules/brokerage/app/run-job.ts';
import { currentEm, withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let broker: string;
let otherBroker: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-28T12:00:00Z' });
  await seedLogins(t);
  broker = await logIn(t, 'broker@numberyard.test');
  otherBroker = await logIn(t, 'staff@numberyard.test');
  customer = await logIn(t, 'admin@numberyard.test');
});
afterAll(() => t.close());

const HEADER = 'tn,isListed,price,minimumOffer';

function upload(cookie: string, csv: string, type = 'text/csv') {
  const form = new FormData();
  form.append('files', new Blob([csv], { type }), 'listings.csv');
  return t.request('/api/brokerage/csvJobs', { method: 'POST', body: form, cookie });
}

async function uploaded(cookie: string, csv: string): Promise<number> {
  const response = await upload(cookie, csv);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  expect(body.status).toBe('ready');
  return body.brokerageJobId;
}

const run = (brokerageJobId: number) =>
  withContext(t.orm, () => t.composed.modules.brokerage.runJob({ brokerageJobId }));

async function job(id: number, cookie = broker) {
  const response = await t.request(`/api/brokerage/jobs/${id}`, { cookie });
  return { status: response.status, body: await response.json() };
}

const count = async (sql: string, values: unknown[] = []) =>
  Number((await t.sql<{ count: string }>(sql, values))[0]?.count);

function csvOf(from: number, rows: number, line = (tn: string) => `${tn},Y,49.95,`) {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) lines.push(line(`+1${from + i}`));
  return `${lines.join('\n')}\n`;
}

describe('CSV jobs (spec 3: upload, formatting errors reject the whole file)', () => {
  it('a good file makes a ready job; running it lists new off-network numbers and records every row', async () => {
    await uploaded(otherBroker, `${HEADER}\n+14064560199,Y,99.00,\n`).then(run);
    const id = await uploaded(
      broker,
      `${HEADER}\n4064560101,Y,49.95,25\n+14064560102,N,25,\n4064560103,Y,5.00,\n4064560199,Y,20,\n`,
    );
    await run(id);
    const { body } = await job(id);
    expect(body).toMatchObject({
      kind: 'csv',
      status: 'completed',
      completeDate: '2026-11-28T12:00:00.000Z',
      queueCount: 4,
      listCount: 1,
      modifyCount: 1,
      errorCount: 2,
      noopCount: 0,
      data: { version: '1.1', fileName: 'listings.csv' },
    });
    const listings = await t.sql<{ tn: string; type: string; price_cents: number }>(
      `select tn, type, price_cents from brokerage.listing where tn in ('+14064560101', '+14064560102') order by tn`,
    );
    expect(listings).toEqual([
      { tn: '+14064560101', type: 'offnet', price_cents: 4995 },
      { tn: '+14064560102', type: 'offnet', price_cents: 2500 },
    ]);
    expect(
      await count('select count(*) from brokerage.listing_history where brokerage_job_id = $1', [id]),
    ).toBe(2);

    const report = await t.request(`/api/brokerage/jobReports/${id}`, { cookie: broker });
    expect(report.headers.get('content-type')).toContain('text/csv');
    expect((await report.text()).trim().split('\n')).toEqual([
      'tn,op,result',
      '+14064560101,list,done',
      '+14064560102,modify,done',
      '+14064560103,,The minimum sale or licence price is $9.95.',
      '+14064560199,,This number is listed by another broker.',
    ]);
    const errors = await t.request(`/api/brokerage/jobReports/${id}?errorReport=true`, { cookie: broker });
    expect((await errors.text()).trim().split('\n')).toHaveLength(3);
  });

  it('a formatting error anywhere answers 400 naming the line and column, and creates nothing', async () => {
    const jobsBefore = await count('select count(*) from brokerage.job');
    const rowsBefore = await count('select count(*) from brokerage.job_row');
    const csv = `${csvOf(2014560000, 1500).trimEnd()}\n2014569999,Y,abc,\n`;
    const response = await upload(broker, csv);
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.message).toBe('Line 1502, column price: Enter an amount in dollars, such as 49.95.');
    const header = await upload(broker, 'tn,colour\n2014560000,red\n');
    expect(header.status).toBe(400);
    expect((await header.json()).message).toMatch(/^Line 1, column colour: unknown column/);
    const boolean = await upload(broker, `${HEADER}\n2014560000,maybe,,\n`);
    expect((await boolean.json()).message).toBe('Line 2, column isListed: use Y or N.');
    expect(await count('select count(*) from brokerage.job')).toBe(jobsBefore);
    expect(await count('select count(*) from brokerage.job_row')).toBe(rowsBefore);
  });

  it('only a text/csv file in a multipart form is taken (415 otherwise)', async () => {
    expect((await upload(broker, csvOf(2014560000, 1), 'text/plain')).status).toBe(415);
    const json = await t.request('/api/brokerage/csvJobs', { method: 'POST', json: {}, cookie: broker });
    expect(json.status).toBe(415);
  });

  it('a file of a few thousand rows is taken as a stream and applied, one history entry per row', async () => {
    const id = await uploaded(broker, csvOf(3014560000, 2000));
    await run(id);
    const { body } = await job(id);
    expect(body).toMatchObject({ status: 'completed', queueCount: 2000, listCount: 2000, errorCount: 0 });
    expect(
      await count('select count(*) from brokerage.listing_history where brokerage_job_id = $1', [id]),
    ).toBe(2000);
  }, 180_000);
});

describe('bulk jobs over a search (spec 3 POST /brokerage/jobs)', () => {
  it("changes every listing the search finds among the broker's own", async () => {
    await uploaded(broker, csvOf(5054560000, 3)).then(run);
    const response = await t.request('/api/brokerage/jobs', {
      method: 'POST',
      cookie: broker,
      json: { data: { version: '1.1', search: { npa: '505' }, listing: { price: 5995, isNegotiable: 'Y' } } },
    });
    const created = await response.json();
    expect(response.status).toBe(201);
    expect(created.status).toBe('ready');
    await run(created.brokerageJobId);
    const { body } = await job(created.brokerageJobId);
    expect(body).toMatchObject({ kind: 'search', status: 'completed', queueCount: 3, modifyCount: 3 });
    expect(body.data.listing).toEqual({ price: 5995, isNegotiable: true });
    expect(
      await count(`select count(*) from brokerage.listing where tn like '+1505%' and price_cents = 5995`),
    ).toBe(3);
  });

  it('refuses a change with no field (400) and an area code out of range', async () => {
    const empty = await t.request('/api/brokerage/jobs', {
      method: 'POST',
      cookie: broker,
      json: { data: { version: '1.1', search: {}, listing: {} } },
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('A bulk change needs at least one non-empty field.');
    const npa = await t.request('/api/brokerage/jobs', {
      method: 'POST',
      cookie: broker,
      json: { data: { version: '1.1', search: { npa: '100' }, listing: { price: 5995 } } },
    });
    expect(npa.status).toBe(400);
  });

  it('delete: true removes the listings the search finds (deleteCount)', async () => {
    await uploaded(broker, csvOf(6054560000, 2)).then(run);
    const response = await t.request('/api/brokerage/jobs', {
      method: 'POST',
      cookie: broker,
      json: { data: { version: '1.1', search: { npa: '605' }, listing: { delete: true } } },
    });
    const { brokerageJobId } = await response.json();
    await run(brokerageJobId);
    expect((await job(brokerageJobId)).body).toMatchObject({ status: 'completed', deleteCount: 2 });
    expect(await count(`select count(*) from brokerage.listing where tn like '+1605%'`)).toBe(0);
  });
});

describe('running a job survives a crash and cancel (docs/adr/0057)', () => {
  function crashingRunJob(options: { killAfterSaves: number; batchSize: number }) {
    const { core } = t.composed.modules.brokerage;
    const jobs = new MikroOrmJobs(() => currentEm(core.orm));
    let saves = 0;
    let killed = false;
    return makeRunJob({
      jobs,
      search: jobs,
      listings: core.listings,
      clock: core.clock,
      batchSize: options.batchSize,
      concurrency: 1,
      // A killed worker commits nothing more: not its open batch, not a 'failed' status.
      tx: (work) => (killed ? Promise.reject(new Error('worker killed')) : core.tx(work)),
      saveListing: (listing, change, saveOptions) => {
        if (++saves > options.killAfterSaves) {
          killed = true;
          throw new Error('worker killed');
        }
        return core.saveListing(listing, change, saveOptions);
      },
    });
  }

  it('a worker killed mid-batch resumes at the first pending row and applies no row twice', async () => {
    const id = await uploaded(broker, csvOf(7014560000, 120));
    await expect(
      withContext(t.orm, () => crashingRunJob({ killAfterSaves: 45, batchSize: 20 })({ brokerageJobId: id })),
    ).rejects.toThrow('worker killed');
    const halfway = (await job(id)).body;
    expect(halfway).toMatchObject({ status: 'processing', listCount: 40 });
    expect(
      await count(`select count(*) from brokerage.job_row where job_id = $1 and state = 'done'`, [id]),
    ).toBe(40);

    await run(id); // the re-delivered message
    await run(id); // and once more: nothing left to do
    const { body } = await job(id);
    expect(body).toMatchObject({ status: 'completed', queueCount: 120, listCount: 120, errorCount: 0 });
    expect(
      await count('select count(*) from brokerage.listing_history where brokerage_job_id = $1', [id]),
    ).toBe(120);
  });

  it('cancel stops a job before its next batch; a finished job cannot be cancelled (409)', async () => {
    const id = await uploaded(broker, csvOf(7024560000, 10));
    const cancel = () =>
      t.request(`/api/brokerage/jobs/${id}`, {
        method: 'PATCH',
        cookie: broker,
        json: { status: 'cancelled' },
      });
    const cancelled = await cancel();
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).status).toBe('cancelled');
    await run(id);
    expect(
      await count(`select count(*) from brokerage.job_row where job_id = $1 and state = 'pending'`, [id]),
    ).toBe(10);
    expect((await cancel()).status).toBe(409);
  });
});

describe('the Reports list and who may see a job', () => {
  it("lists the broker's jobs newest first and filters by jobId", async () => {
    const list = await t.request('/api/brokerage/jobs?$limit=100', { cookie: broker });
    const body = await list.json();
    expect(list.status).toBe(200);
    const ids = body.data.map((item: { brokerageJobId: number }) => item.brokerageJobId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const one = await (await t.request(`/api/brokerage/jobs?jobId=${ids[1]}`, { cookie: broker })).json();
    expect(one.data.map((item: { brokerageJobId: number }) => item.brokerageJobId)).toEqual([ids[1]]);
  });

  it("another broker's job answers 404 everywhere, and a non-broker 403", async () => {
    const id = await uploaded(broker, csvOf(8014560000, 1));
    expect((await job(id, otherBroker)).status).toBe(404);
    expect((await t.request(`/api/accounts/brokerage/jobs/${id}`, { cookie: otherBroker })).status).toBe(404);
    expect((await t.request(`/api/brokerage/jobReports/${id}`, { cookie: otherBroker })).status).toBe(404);
    const patch = await t.request(`/api/brokerage/jobs/${id}`, {
      method: 'PATCH',
      cookie: otherBroker,
      json: { status: 'cancelled' },
    });
    expect(patch.status).toBe(404);
    expect((await t.request(`/api/accounts/brokerage/jobs/${id}`, { cookie: broker })).status).toBe(200);
    expect((await t.request('/api/brokerage/jobs', { cookie: customer })).status).toBe(403);
    expect((await t.request('/api/brokerage/jobs', {})).status).toBe(401);
  });
});
