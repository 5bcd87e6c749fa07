// Bulk listing jobs (spec 3 sections 3, 4, 7 and 9): the states, what the Reports screen may do in each, and
// the CSV file's columns. Shared by the server and the Reports screen. docs/adr/0057.

/** Spec 3 section 9: the job data format version. */
export const JOB_DATA_VERSION = '1.1';

export const JOB_KINDS = Object.freeze(['search', 'csv'] as const);
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATUSES = Object.freeze([
  'new',
  'ready',
  'prepping',
  'processing',
  'completed',
  'cancelled',
  'failed',
  'deleted',
] as const);
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job that has stopped for good: no Refresh Status or Cancel on the screen, a PATCH to cancel is 409. */
export const FINISHED_JOB_STATUSES: readonly JobStatus[] = ['completed', 'cancelled', 'failed', 'deleted'];

export function isJobFinished(status: JobStatus): boolean {
  return FINISHED_JOB_STATUSES.includes(status);
}

/** Spec 3 section 4: Report and Error Report downloads appear for completed or failed jobs. */
export function jobHasReports(status: JobStatus): boolean {
  return status === 'completed' || status === 'failed';
}

export const JOB_ROW_STATES = Object.freeze(['pending', 'done', 'error'] as const);
export type JobRowState = (typeof JOB_ROW_STATES)[number];

/** What a row did: a listing op (spec 3 history), or `delete` (the listing row is removed). */
export const JOB_ROW_OPS = Object.freeze(['list', 'delist', 'modify', 'noop', 'delete'] as const);
export type JobRowOp = (typeof JOB_ROW_OPS)[number];

/**
 * The CSV upload's columns (header row, any order; only `tn` is required). Price columns are dollars as the
 * screen shows them ("49.95", no symbol or commas); booleans Y/N (also true/false, Yes/No); percentages whole
 * numbers; an empty cell leaves the field unchanged.
 */
export const CSV_JOB_COLUMNS = Object.freeze([
  'tn',
  'isListed',
  'price',
  'minimumOffer',
  'isNegotiable',
  'isLicensable',
  'licenseOneTimeFee',
  'licenseMonthlyFee',
  'licenseAnnualIncrease',
  'pigPickPercentage',
] as const);
export type CsvJobColumn = (typeof CSV_JOB_COLUMNS)[number];

export const JOB_MESSAGES = Object.freeze({
  emptyChange: 'A bulk change needs at least one non-empty field.',
  notCsv: 'Upload a CSV file (text/csv).',
  noFile: "Attach the CSV file in the form field 'files'.",
  emptyFile: 'The CSV file has no rows.',
  alreadyFinished: 'This job has already finished.',
  notFound: 'Job not found.',
  anotherBroker: 'This number is listed by another broker.',
  notListedByYou: 'You have no listing of this number.',
});
