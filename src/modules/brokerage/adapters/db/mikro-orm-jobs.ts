import { type EntityManager, type FilterQuery, LockMode } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import type { BrokerageJob } from '../../domain/brokerage-job.ts';
import type { JobRow, JobRowResult } from '../../domain/job-row.ts';
import type { Listing } from '../../domain/listing.ts';
import type {
  JobCounterName,
  JobRepository,
  ListingSearch,
  NewListings,
  RowIsolation,
} from '../../ports/job-repository.ts';
import { ListingSchema } from './brokerage.mapping.ts';
import { BrokerageJobSchema, JobRowSchema } from './job.mapping.ts';

interface JobRowRecord {
  job_id: number;
  line_no: number;
  tn: string;
  change: JobRow['change'];
  state: JobRow['state'];
  op: JobRow['op'];
  error: string | null;
}

// Column names from a fixed list, never from input.
const COUNTER_COLUMNS: Record<JobCounterName, string> = {
  listCount: 'list_count',
  delistCount: 'delist_count',
  modifyCount: 'modify_count',
  deleteCount: 'delete_count',
  errorCount: 'error_count',
  noopCount: 'noop_count',
};

const rowOf = (record: JobRowRecord): JobRow => ({
  jobId: record.job_id,
  lineNo: record.line_no,
  tn: record.tn,
  change: record.change,
  state: record.state,
  op: record.op,
  error: record.error,
});

export class MikroOrmJobs implements JobRepository, ListingSearch, RowIsolation, NewListings {
  readonly #em: () => EntityManager;

  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async add(job: BrokerageJob): Promise<void> {
    await this.#em().persist(job).flush();
  }

  ofBroker(brokerAccountId: number, id: number): Promise<BrokerageJob | null> {
    return this.#em().findOne(BrokerageJobSchema, { id, brokerAccountId }, { refresh: true });
  }

  lock(id: number): Promise<BrokerageJob | null> {
    return this.#em().findOne(
      BrokerageJobSchema,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  async list(brokerAccountId: number, query: ListQuery) {
    const where = { ...query.where, brokerAccountId } as FilterQuery<BrokerageJob>;
    const [data, total] = await this.#em().findAndCount(BrokerageJobSchema, where, {
      orderBy: [...Object.entries(query.orderBy).map(([field, dir]) => ({ [field]: dir })), { id: 'desc' }],
      limit: query.limit,
      offset: query.offset,
    });
    return { data, total };
  }

  stage(listing: Listing): void {
    this.#em().persist(listing);
  }

  async flush(): Promise<void> {
    await this.#em().flush();
  }

  async addRows(rows: ReadonlyArray<Omit<JobRow, 'state' | 'op' | 'error'>>): Promise<void> {
    if (rows.length === 0) return;
    await this.#em().insertMany(
      JobRowSchema,
      rows.map((row) => ({ ...row, state: 'pending' as const, op: null, error: null })),
    );
  }

  async clearRows(jobId: number): Promise<void> {
    await this.#em().nativeDelete(JobRowSchema, { jobId });
  }

  async statusOf(id: number) {
    const [row]: Array<{ status: BrokerageJob['status'] }> = await this.#em().execute(
      'select status from brokerage.job where id = ?',
      [id],
    );
    return row?.status ?? null;
  }

  async claimPendingRows(jobId: number, limit: number): Promise<JobRow[]> {
    const records: JobRowRecord[] = await this.#em().execute(
      `select * from brokerage.job_row where job_id = ? and state = 'pending' order by line_no limit ?
         for update skip locked`,
      [jobId, limit],
    );
    return records.map(rowOf);
  }

  async pendingCount(jobId: number): Promise<number> {
    const [row]: Array<{ count: string }> = await this.#em().execute(
      `select count(*) from brokerage.job_row where job_id = ? and state = 'pending'`,
      [jobId],
    );
    return Number(row?.count ?? 0);
  }

  async addCounts(jobId: number, counts: Partial<Record<JobCounterName, number>>): Promise<void> {
    const entries = Object.entries(counts).filter(([name]) => COUNTER_COLUMNS[name as JobCounterName]);
    if (entries.length === 0) return;
    const sets = entries.map(
      ([name]) =>
        `${COUNTER_COLUMNS[name as JobCounterName]} = ${COUNTER_COLUMNS[name as JobCounterName]} + ?`,
    );
    await this.#em().execute(`update brokerage.job set ${sets.join(', ')} where id = ?`, [
      ...entries.map(([, value]) => value),
      jobId,
    ]);
  }

  async markRows(jobId: number, results: readonly JobRowResult[]): Promise<void> {
    if (results.length === 0) return;
    await this.#em().execute(
      `update brokerage.job_row as r set state = v.state, op = v.op, error = v.error
         from jsonb_to_recordset(?::jsonb) as v(line_no int, state text, op text, error text)
        where r.job_id = ? and r.line_no = v.line_no`,
      [
        JSON.stringify(
          results.map((result) => ({
            line_no: result.lineNo,
            state: result.state,
            op: result.op,
            error: result.error,
          })),
        ),
        jobId,
      ],
    );
  }

  async reportRows(jobId: number, options: { errorsOnly: boolean; afterLineNo: number; limit: number }) {
    const records: JobRowRecord[] = await this.#em().execute(
      `select * from brokerage.job_row where job_id = ? and line_no > ? ${options.errorsOnly ? `and state = 'error'` : ''}
        order by line_no limit ?`,
      [jobId, options.afterLineNo, options.limit],
    );
    return records.map(rowOf);
  }

  /**
   * A savepoint around one row: a refused row rolls back to it. The identity map is cleared either way, so
   * an entity the row changed in memory is never flushed later, and a batch's flushes stay small.
   */
  async isolated<T>(work: () => Promise<T>): Promise<T> {
    const em = this.#em();
    await em.execute('savepoint job_row');
    try {
      const result = await work();
      await em.execute('release savepoint job_row');
      return result;
    } catch (error) {
      await em.execute('rollback to savepoint job_row');
      throw error;
    } finally {
      em.clear();
    }
  }

  async tns(brokerAccountId: number, where: object, options: { afterTn: string; limit: number }) {
    const listings = await this.#em().find(
      ListingSchema,
      { $and: [where as FilterQuery<never>, { brokerAccountId, tn: { $gt: options.afterTn } }] },
      { fields: ['tn'], orderBy: { tn: 'asc' }, limit: options.limit, disableIdentityMap: true },
    );
    return listings.map((listing) => listing.tn);
  }
}
