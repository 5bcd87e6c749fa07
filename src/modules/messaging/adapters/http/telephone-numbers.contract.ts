import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonResponse,
  listOf,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { defineListResource } from '../../../../shared/list-query.ts';

const STATUSES = ['active'] as const;
const SEARCH_DESCRIPTION =
  'Search: digits anywhere in the number (`201 234` finds +12012340100) or text anywhere in the nickname, any case.';
const SMS_ENABLED = ['Y', 'pending', 'N'] as const;
const SMS_VALIDATED = ['pending', 'approved', 'rejected', ''] as const;
/** Spec 1's client asks for "status=active and $limit 1000": the whole list in one page. */
export const TELEPHONE_NUMBERS_MAX_LIMIT = 1000;

/** The list query language for GET /api/accounts/telephone-numbers: filters on status and smsEnabled only. */
export const telephoneNumberList = defineListResource({
  fields: {
    status: { type: 'enum', values: STATUSES },
    smsEnabled: { type: 'enum', values: SMS_ENABLED },
    tn: { type: 'string', ops: [] },
    nickname: { type: 'string', ops: [] },
    anniversaryDate: { type: 'date', ops: [] },
    mrc: { type: 'integer', ops: [], property: 'mrcCents' },
  },
  defaultSort: { tn: 1 },
  maxLimit: TELEPHONE_NUMBERS_MAX_LIMIT,
  // The search box, read by the route itself.
  extraParams: ['q'],
});

export const TelephoneNumber = z
  .object({
    tn: z.string().describe('E.164.'),
    humanTn: z.string().describe('The number as the screens show it.'),
    nickname: z.string().describe('Empty when none was given.'),
    plan: z.object({ id: z.number().int(), name: z.string() }).describe('The plan the number is on.'),
    status: z.enum(STATUSES),
    smsEnabled: z.enum(SMS_ENABLED).describe('Y: messaging on; pending: activation asked for; N: off.'),
    smsValidated: z
      .enum(SMS_VALIDATED)
      .describe('Toll-free validation: pending, approved, rejected, or empty when never asked for.'),
    stringHosted: z.enum(['Y', 'N']),
    anniversaryDate: z
      .string()
      .date()
      .nullable()
      .describe('The day of the month the number renews (the day it was bought).'),
    paidThrough: z
      .string()
      .date()
      .nullable()
      .describe(
        'The day (exclusive) the number is paid up to: a plan change is prorated until then. Null: not billed.',
      ),
    mrc: z.number().int().describe('What the number costs a month on its plan, in cents.'),
    billingPeriod: z.union([z.literal(1), z.literal(12)]).describe('Months billed at a time: 1 or 12.'),
    assignedUserId: z
      .number()
      .int()
      .nullable()
      .describe('The account user the number is assigned to (they see it); null: admins only.'),
    isLicensed: z.boolean().describe('The number is licensed from a broker, not owned.'),
    isTollFree: z.boolean(),
    isSmsEnabled: z.boolean().describe('smsEnabled is Y.'),
    isSmsPending: z.boolean().describe('smsEnabled or smsValidated is pending.'),
    isSmsValidated: z.boolean().describe('smsValidated is approved.'),
    planAllowsSms: z.boolean().describe('The plan includes messaging (else the number must upgrade first).'),
  })
  .openapi('TelephoneNumber', {
    example: {
      tn: '+12012340100',
      humanTn: '(201) 234-0100',
      nickname: '',
      plan: { id: 3, name: 'Forward' },
      status: 'active',
      smsEnabled: 'N',
      smsValidated: '',
      stringHosted: 'N',
      anniversaryDate: '2026-11-24',
      paidThrough: '2026-12-24',
      mrc: 600,
      billingPeriod: 1,
      assignedUserId: null,
      isLicensed: false,
      isTollFree: false,
      isSmsEnabled: false,
      isSmsPending: false,
      isSmsValidated: false,
      planAllowsSms: true,
    },
  });

export const listTelephoneNumbers = createRoute({
  method: 'get',
  path: '/api/accounts/telephone-numbers',
  tags: ['Telephone numbers'],
  operationId: 'listTelephoneNumbers',
  security: SIGNED_IN,
  summary: 'The numbers of the current account',
  description:
    'The numbers the current account holds (those bought at checkout among them), in the list query language: ' +
    `\`$skip\`, \`$limit\` (default 10, at most ${TELEPHONE_NUMBERS_MAX_LIMIT}), \`$sort[tn]=1\` (the default; also ` +
    'nickname, anniversaryDate, mrc), and filters on `status` and `smsEnabled` only (`status=active`, ' +
    '`smsEnabled[$in][]=Y`), plus the search box `q` (digits found in the number, or text found in the nickname, ' +
    'any case); any other key answers 400. Account admins see all the account’s numbers; members with role ' +
    '`user` see only the numbers assigned to them. A web session or an API token (read-only tokens too).',
  request: {
    query: z.looseObject({
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '1000' }),
      '$sort[tn]': z.enum(['1', '-1']).optional(),
      status: z.enum(STATUSES).optional().openapi({ example: 'active' }),
      smsEnabled: z.enum(SMS_ENABLED).optional(),
      q: z.string().optional().openapi({ example: '201234', description: SEARCH_DESCRIPTION }),
    }),
  },
  responses: {
    200: jsonResponse(listOf(TelephoneNumber, 'TelephoneNumberList'), 'A page of the account’s numbers.'),
    ...errorResponses(400, 401),
  },
});

export const downloadTelephoneNumbersCsv = createRoute({
  method: 'get',
  path: '/api/accounts/telephone-numbers.csv',
  tags: ['Telephone numbers'],
  operationId: 'downloadTelephoneNumbersCsv',
  security: SIGNED_IN,
  summary: 'The numbers of the current account as a CSV file',
  description:
    'Every number the list would answer for the same `q`, filters and sort (all pages, not one), as ' +
    '`text/csv` with a header row: Number, E.164 digits, Nickname, Plan, Monthly price, Billing period, ' +
    'Status, Anniversary date, Paid through, SMS. Cells are quoted where needed, and a cell starting with ' +
    '= + - @ (a formula in a spreadsheet) is prefixed with an apostrophe. Same access as the list.',
  request: {
    query: z.looseObject({
      q: z.string().optional().openapi({ example: 'front desk', description: SEARCH_DESCRIPTION }),
      status: z.enum(STATUSES).optional(),
      smsEnabled: z.enum(SMS_ENABLED).optional(),
    }),
  },
  responses: {
    200: {
      description: 'The CSV file (an attachment named numbers.csv).',
      content: {
        'text/csv': {
          schema: z.string().openapi({
            example:
              'Number,E.164 digits,Nickname,Plan,Monthly price,Billing period,Status,Anniversary date,Paid through,SMS\r\n' +
              '(201) 234-0100,12012340100,Front desk,Forward,6.00,Monthly,active,2026-11-24,2026-12-24,N\r\n',
          }),
        },
      },
    },
    ...errorResponses(400, 401),
  },
});
