import { stringify } from 'csv-stringify/sync';
import { JobNotFound } from '../domain/brokerage.errors.ts';
import type { JobRow } from '../domain/job-row.ts';
import type { JobRepository } from '../ports/job-repository.ts';

const REPORT_PAGE = 5000;

/** What a row's report line says: done, pending, or the error message. */
function resultOf(row: JobRow): string {
  if (row.state === 'error') return row.error ?? 'error';
  return row.state;
}

/** GET /api/brokerage/jobReports/{id}: one CSV line per row (tn, op, result); `errorsOnly` the error rows. */
export function makeJobReport(deps: { jobs: JobRepository }) {
  return async function jobReport(input: { brokerAccountId: number; id: number; errorsOnly: boolean }) {
    if (!(await deps.jobs.ofBroker(input.brokerAccountId, input.id))) throw new JobNotFound();
    const parts = [stringify([['tn', 'op', 'result']])];
    let afterLineNo = 0;
    for (;;) {
      const rows = await deps.jobs.reportRows(input.id, {
        errorsOnly: input.errorsOnly,
        afterLineNo,
        limit: REPORT_PAGE,
      });
      if (rows.length === 0) return parts.join('');
      parts.push(stringify(rows.map((row) => [row.tn, row.op ?? '', resultOf(row)])));
      afterLineNo = rows.at(-1)?.lineNo ?? afterLineNo;
    }
  };
}
