import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import { type CsvJobColumn, JOB_DATA_VERSION, JOB_MESSAGES } from '../../../shared/brokerage-job-rules.ts';
import { CsvFormatError } from '../domain/brokerage.errors.ts';
import { BrokerageJob } from '../domain/brokerage-job.ts';
import { checkCsvHeader, parseCsvJobRow } from '../domain/csv-job-row.ts';
import type { JobRow } from '../domain/job-row.ts';
import type { JobRepository } from '../ports/job-repository.ts';
import { queueRunJob } from './run-job-queue.ts';

/** Rows inserted per statement while the file streams in. */
export const CSV_INSERT_BATCH = 1000;

export interface CreateCsvJobDeps {
  jobs: JobRepository;
  queue: Jobs;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * POST /api/brokerage/csvJobs: reads the CSV as a stream, checking every line's format and inserting the rows
 * in batches, all in one transaction: a formatting error anywhere (spec 3: it rejects the whole file) rolls
 * back the job and its rows, so nothing is created. Memory stays flat whatever the file's size.
 */
export function makeCreateCsvJob(deps: CreateCsvJobDeps) {
  return async function createCsvJob(input: { brokerAccountId: number; fileName: string; csv: Readable }) {
    return deps.tx(async () => {
      const job = new BrokerageJob({
        brokerAccountId: input.brokerAccountId,
        kind: 'csv',
        data: { version: JOB_DATA_VERSION, search: null, listing: null, fileName: input.fileName },
        now: deps.clock.now(),
      });
      await deps.jobs.add(job);
      const count = await insertRows(deps.jobs, job.id, input.csv);
      if (count === 0) throw new CsvFormatError(2, 'tn', JOB_MESSAGES.emptyFile);
      job.ready(count);
      await deps.jobs.flush();
      await queueRunJob(deps.queue, job.id);
      return { brokerageJobId: job.id, status: job.status };
    });
  };
}

async function insertRows(jobs: JobRepository, jobId: number, csv: Readable): Promise<number> {
  const parser = csv.pipe(
    parse({
      bom: true,
      info: true,
      skip_empty_lines: true,
      columns: (header: string[]) => checkCsvHeader(header.map((column) => column.trim())),
    }),
  );
  let batch: Array<Omit<JobRow, 'state' | 'op' | 'error'>> = [];
  let count = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Partial<Record<CsvJobColumn, string>>;
      info: { lines: number };
    }>) {
      batch.push({ jobId, ...parseCsvJobRow(record, info.lines) });
      count += 1;
      if (batch.length >= CSV_INSERT_BATCH) {
        await jobs.addRows(batch);
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof CsvError) throw new CsvFormatError(Number(error.lines ?? 0), 'row', error.message);
    throw error;
  } finally {
    csv.resume();
  }
  await jobs.addRows(batch);
  return count;
}
