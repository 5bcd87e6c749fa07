import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  listQuery,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { parseListingBoolean } from '../../../../shared/broker-listing-rules.ts';
import {
  CSV_JOB_COLUMNS,
  JOB_DATA_VERSION,
  JOB_KINDS,
  JOB_STATUSES,
} from '../../../../shared/brokerage-job-rules.ts';
import { defineListResource } from '../../../../shared/list-query.ts';

const TAG = 'Brokerage jobs';

/** The list query language for GET /api/brokerage/jobs (spec 3 section 9: default sort createDate desc). */
export const jobList = defineListResource({
  fields: {
    jobId: { type: 'integer', property: 'id' },
    brokerageJobId: { type: 'integer', property: 'id' },
    kind: { type: 'enum', values: JOB_KINDS },
    status: { type: 'enum', values: JOB_STATUSES },
    createDate: { type: 'date' },
    completeDate: { type: 'date' },
  },
  defaultSort: { createDate: -1 },
});

const money = z.number().int().min(0).max(1_000_000_000);
// Spec 3: booleans accept true, 'true', 'Y', 'YES', 'Yes'; anything else is false.
const listingBoolean = z.union([z.boolean(), z.string()]).transform((value) => parseListingBoolean(value));

/** The change a bulk job makes to every listing its search finds (spec 3 Listing fields; money in cents). */
export const JobListingChange = z
  .object({
    isListed: listingBoolean.optional(),
    price: money.optional().describe('Cents.'),
    minimumOffer: money.nullable().optional().describe('Cents; null removes the minimum.'),
    isNegotiable: listingBoolean.optional(),
    isLicensable: listingBoolean.optional(),
    licenseOneTimeFee: money.nullable().optional().describe('Cents.'),
    licenseMonthlyFee: money.nullable().optional().describe('Cents.'),
    licenseAnnualIncrease: z.number().int().optional().describe('Percent, one of 0, 3, 5, 7, 10.'),
    pigPickPercentage: z.number().int().optional().describe('Percent, one of 0, 5, 10, 15, 20.'),
    delete: z
      .literal(true)
      .optional()
      .describe(
        'Deletes the listings: the listing row goes and the number is withdrawn from search (deleteCount). ' +
          'No other field may be given with it.',
      ),
  })
  .openapi('JobListingChange');

/** List-language filters over the broker's listings, as query-string keys and values. */
export const JobSearch = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .openapi('JobSearch', {
    example: { npa: '406', isListed: 'true', 'price[$gte]': '10000' },
  });

export const JobData = z
  .object({
    version: z.literal(JOB_DATA_VERSION),
    search: JobSearch.nullable().optional(),
    listing: JobListingChange.nullable().optional(),
    fileName: z.string().optional().describe('CSV jobs: the uploaded file name.'),
  })
  .openapi('JobData');

export const CreateJobRequest = z.object({ data: JobData }).openapi('CreateJobRequest', {
  example: {
    data: { version: '1.1', search: { npa: '406' }, listing: { isListed: true, price: 4995 } },
  },
});

export const BrokerageJob = z
  .object({
    brokerageJobId: z.number().int(),
    kind: z.enum(JOB_KINDS),
    status: z.enum(JOB_STATUSES),
    createDate: z.string(),
    completeDate: z.string().nullable(),
    queueCount: z.number().int().describe('Rows (listings) the job works through.'),
    listCount: z.number().int(),
    delistCount: z.number().int(),
    modifyCount: z.number().int(),
    deleteCount: z.number().int(),
    errorCount: z.number().int(),
    noopCount: z.number().int(),
    data: z.object({
      version: z.string(),
      search: z.record(z.string(), z.unknown()).nullable().optional(),
      listing: z.record(z.string(), z.unknown()).nullable().optional(),
      fileName: z.string().optional(),
    }),
  })
  .openapi('BrokerageJob', {
    example: {
      brokerageJobId: 7,
      kind: 'search',
      status: 'completed',
      createDate: '2026-11-28T12:00:00.000Z',
      completeDate: '2026-11-28T12:01:00.000Z',
      queueCount: 3,
      listCount: 2,
      delistCount: 0,
      modifyCount: 0,
      deleteCount: 0,
      errorCount: 1,
      noopCount: 0,
      data: { version: '1.1', search: { npa: '406' }, listing: { isListed: true, price: 4995 } },
    },
  });

export const CreatedJob = z
  .object({ brokerageJobId: z.number().int(), status: z.enum(JOB_STATUSES) })
  .openapi('CreatedJob', { example: { brokerageJobId: 7, status: 'ready' } });

const jobIdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'id', in: 'path' }, example: 7 }),
});

export const createJob = createRoute({
  method: 'post',
  path: '/api/brokerage/jobs',
  tags: [TAG],
  operationId: 'createBrokerageJob',
  security: SIGNED_IN,
  summary: 'Change every listing a search finds (bulk job)',
  description:
    "`data.search` is list-language filters over the broker's listings (tn, npa, isListed, type, price, " +
    'minimumOffer, isNegotiable, isLicensable, pigPickPercentage; an empty search is every listing); ' +
    '`data.listing` the change (money in cents, booleans as spec 3), at least one non-empty field, or ' +
    '`delete: true` alone. The job is queued with status `ready` and runs in the background (spec 3 Job).',
  request: { body: jsonBody(CreateJobRequest) },
  responses: {
    201: jsonResponse(CreatedJob, 'The queued job.'),
    ...errorResponses(400, 401, 403, 415),
  },
});

const CSV_DESCRIPTION =
  `Columns (header row, any order, only tn required): ${CSV_JOB_COLUMNS.join(', ')}. Prices in dollars as the ` +
  'screen shows them (49.95), booleans Y/N, percentages whole numbers, an empty cell leaves the field as it is.';

export const createCsvJob = createRoute({
  method: 'post',
  path: '/api/brokerage/csvJobs',
  tags: [TAG],
  operationId: 'createBrokerageCsvJob',
  security: SIGNED_IN,
  summary: 'Upload a CSV of listing changes (CSV job)',
  description:
    `Multipart form with the file in the field \`files\` (text/csv). ${CSV_DESCRIPTION} The file is read as ` +
    'a stream; every row is checked first, and a formatting error anywhere rejects the whole file (400 naming ' +
    'the line and column; no job is made). A row for a number the broker has no listing of creates an ' +
    'off-network listing (it needs verification before search shows it); a number another broker lists ' +
    'becomes an error row.',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ files: z.string().openapi({ format: 'binary' }) }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(CreatedJob, 'The queued job.'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

export const listJobs = createRoute({
  method: 'get',
  path: '/api/brokerage/jobs',
  tags: [TAG],
  operationId: 'listBrokerageJobs',
  security: SIGNED_IN,
  summary: "The broker's bulk and CSV jobs (Reports)",
  description:
    'The list language over jobId (or brokerageJobId), kind, status, createDate and completeDate; default ' +
    '`$sort[createDate]=-1`.',
  request: {
    query: listQuery({
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '10' }),
      '$sort[createDate]': z.enum(['1', '-1']).optional(),
      '$sort[completeDate]': z.enum(['1', '-1']).optional(),
      '$sort[status]': z.enum(['1', '-1']).optional(),
      '$sort[jobId]': z.enum(['1', '-1']).optional(),
      jobId: z.string().optional().openapi({ example: '7' }),
      brokerageJobId: z.string().optional(),
      kind: z.enum(JOB_KINDS).optional(),
      status: z.enum(JOB_STATUSES).optional(),
      'status[$in]': z.union([z.string(), z.array(z.string())]).optional(),
      'status[$nin]': z.union([z.string(), z.array(z.string())]).optional(),
      'createDate[$gte]': z.string().optional(),
      'createDate[$lt]': z.string().optional(),
    }),
  },
  responses: {
    200: jsonResponse(listOf(BrokerageJob, 'BrokerageJobList'), 'A page of jobs.'),
    ...errorResponses(400, 401, 403),
  },
});

/** A GET of one of the broker's jobs (the status call and the job view answer the same job). */
function jobRoute<const P extends string, const O extends string>(
  path: P,
  operationId: O,
  summary: string,
  description: string,
) {
  return createRoute({
    method: 'get',
    path,
    tags: [TAG],
    operationId,
    security: SIGNED_IN,
    summary,
    description,
    request: { params: jobIdParam },
    responses: { 200: jsonResponse(BrokerageJob, 'The job.'), ...errorResponses(401, 403, 404) },
  });
}

export const getJob = jobRoute(
  '/api/brokerage/jobs/{id}',
  'getBrokerageJob',
  'One job with its status and counters',
  "Another broker's job answers 404.",
);

export const CancelJobRequest = z
  .object({ status: z.literal('cancelled') })
  .openapi('CancelJobRequest', { example: { status: 'cancelled' } });

export const cancelJob = createRoute({
  method: 'patch',
  path: '/api/brokerage/jobs/{id}',
  tags: [TAG],
  operationId: 'cancelBrokerageJob',
  security: SIGNED_IN,
  summary: 'Cancel a job',
  description:
    'Only while the job has not finished (409 once completed, cancelled, failed or deleted). A running job ' +
    'stops before its next batch of rows; rows already applied stay applied.',
  request: { params: jobIdParam, body: jsonBody(CancelJobRequest) },
  responses: {
    200: jsonResponse(BrokerageJob, 'The cancelled job.'),
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});

export const jobReport = createRoute({
  method: 'get',
  path: '/api/brokerage/jobReports/{id}',
  tags: [TAG],
  operationId: 'downloadBrokerageJobReport',
  security: SIGNED_IN,
  summary: "A job's report as CSV",
  description:
    'One line per row: tn, op, result (done, pending, or the error message). `errorReport=true`: the error ' +
    'rows only. File name `job-{id}-report.csv` (or `job-{id}-errors.csv`).',
  request: {
    params: jobIdParam,
    query: listQuery({ errorReport: z.enum(['true', 'false']).optional() }),
  },
  responses: {
    200: {
      description: 'The report.',
      content: {
        'text/csv': { schema: z.string().openapi({ example: 'tn,op,result\n+14065550123,list,done\n' }) },
      },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const jobView = jobRoute(
  '/api/accounts/brokerage/jobs/{id}',
  'viewBrokerageJob',
  'The job view: the raw job JSON',
  "What the job view screen shows as raw JSON. Another broker's job answers 404.",
);
