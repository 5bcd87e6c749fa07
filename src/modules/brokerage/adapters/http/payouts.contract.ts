import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  listQuery,
  SIGNED_IN,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { defineListResource } from '../../../../shared/list-query.ts';
import { PAYOUT_STATUSES, PAYOUT_TYPES } from '../../domain/payout.ts';
import { csvListParams } from './csv-download.ts';

const TAG = 'Brokerage';

/**
 * The list language of GET /api/brokerage/payouts (spec 3 section 9: default sort createDate desc). `amount` is
 * searched in DOLLARS (the screen's search bar) and compared in cents.
 */
export const payoutList = defineListResource({
  fields: {
    payoutId: { type: 'integer', property: 'id' },
    amount: { type: 'number' },
    status: { type: 'enum', values: PAYOUT_STATUSES },
    type: { type: 'enum', values: PAYOUT_TYPES },
    createDate: { type: 'date' },
  },
  defaultSort: { createDate: -1 },
  maxLimit: 300,
  extraParams: ['$locale', '$timeZone', 'format'],
});

const one = z.string().optional();
const many = z.union([z.string(), z.array(z.string())]).optional();
const RANGE = ['$lt', '$lte', '$gt', '$gte'] as const;
const rangeKeys = (field: string) => Object.fromEntries(RANGE.map((op) => [`${field}[${op}]`, one]));

export const BrokerPayout = z
  .object({
    payoutId: z.number().int(),
    amount: z.number().int().describe('Cents.'),
    status: z
      .enum(PAYOUT_STATUSES)
      .describe(
        'processing: ACH/PayPal money on its way; paid; failed: the rails refused (nothing was paid).',
      ),
    type: z.enum(PAYOUT_TYPES).nullable().describe('null: Manual (spec 3).'),
    typeLabel: z.string().describe('ACH, PayPal, Account or Manual (spec 3 section 9).'),
    createDate: z.string().describe('The payout date.'),
    note: z.string().nullable().optional().describe('Employees only.'),
    providerReference: z
      .string()
      .nullable()
      .optional()
      .describe('Employees only: ACH/PayPal/ledger reference.'),
    brokerageTransactions: z
      .array(
        z.object({
          brokerageTransactionId: z.number().int(),
          tn: z.string(),
          formattedTn: z.string(),
          payoutAmount: z.number().int().describe('Cents.'),
        }),
      )
      .describe('The transactions it paid (the expandable phone numbers).'),
  })
  .openapi('BrokerPayout', {
    example: {
      payoutId: 7,
      amount: 9000,
      status: 'paid',
      type: 'account',
      typeLabel: 'Account',
      createDate: '2026-12-30T12:00:00.000Z',
      brokerageTransactions: [
        { brokerageTransactionId: 12, tn: '+12015550123', formattedTn: '(201) 555-0123', payoutAmount: 6000 },
        { brokerageTransactionId: 14, tn: '+12015550124', formattedTn: '(201) 555-0124', payoutAmount: 3000 },
      ],
    },
  });

export const RequestPayoutRequest = z
  .object({
    type: z.enum(PAYOUT_TYPES),
    brokerageTransactionIds: z.array(z.number().int().positive()).min(1).max(300),
    paypalCode: z.string().min(1).max(2000).optional().describe("PayPal's login code (type paypal)."),
  })
  .strict()
  .openapi('RequestPayoutRequest', { example: { type: 'account', brokerageTransactionIds: [12, 14] } });

export const requestBrokerPayout = createRoute({
  method: 'post',
  path: '/api/brokerage/requestPayout',
  tags: [TAG],
  operationId: 'requestBrokerPayout',
  security: SIGNED_IN,
  summary: 'Pay out payable transactions',
  description:
    "Spec 3's Payout flow. Pays exactly the caller's PAYABLE transactions named (status payable, or pending " +
    "with payableDate <= now, in no payout): any other id (not payable, paid, cancelled, another broker's) " +
    'answers 422 naming them and nothing is paid. Concurrent requests over the same transactions pay each once. ' +
    "`account` credits the broker's account balance at once (status paid). `ach`/`paypal` send the money " +
    'through the payout rails: refused (no verified bank account, no taxpayer information, PayPal not ' +
    "configured) -> 422 with spec 3's hint and nothing changes. Answers the payout ('Payout submitted').",
  request: { body: jsonBody(RequestPayoutRequest) },
  responses: {
    200: jsonResponse(BrokerPayout, 'The payout (Payout submitted).'),
    ...errorResponses(400, 401, 403, 415, 422),
  },
});

const sortable = ['createDate', 'amount', 'status', 'type', 'payoutId'] as const;

export const listBrokerPayouts = createRoute({
  method: 'get',
  path: '/api/brokerage/payouts',
  tags: [TAG],
  operationId: 'listBrokerPayouts',
  security: SIGNED_IN,
  summary: "The broker's payouts",
  description:
    'Spec 3 Payouts: the list language over payoutId, amount (DOLLARS in the query, e.g. `amount=90` or ' +
    '`amount[$gte]=10.50`; stored in cents), status, type and createDate (default `$sort[createDate]=-1`). ' +
    "Each payout lists its transactions. Employees also get each payout's note. `format=csv` (or " +
    '`Accept: text/csv`) answers every matching row as `payouts_{date}.csv`. Brokers only (403 otherwise).',
  request: {
    query: listQuery({
      ...csvListParams(sortable),
      format: z.enum(['json', 'csv']).optional(),
      payoutId: one.openapi({ example: '7' }),
      'payoutId[$in]': many,
      amount: one.openapi({ example: '90' }),
      ...rangeKeys('amount'),
      status: z.enum(PAYOUT_STATUSES).optional(),
      'status[$in]': many,
      type: z.enum(PAYOUT_TYPES).optional(),
      'type[$in]': many,
      ...rangeKeys('createDate'),
    }),
  },
  responses: {
    200: {
      description: 'A page of payouts, or every matching payout as CSV.',
      content: {
        'application/json': { schema: listOf(BrokerPayout, 'BrokerPayoutList') },
        'text/csv': {
          schema: z.string().openapi({ example: 'Payout id,Amount,Status,Type,Payout date,...' }),
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const getBrokerPayout = createRoute({
  method: 'get',
  path: '/api/brokerage/payouts/{payoutId}',
  tags: [TAG],
  operationId: 'getBrokerPayout',
  security: SIGNED_IN,
  summary: 'One payout',
  description: "One of the broker's payouts with its transactions. Another broker's id answers 404.",
  request: {
    params: z.object({
      payoutId: z.coerce
        .number()
        .int()
        .positive()
        .openapi({ param: { name: 'payoutId', in: 'path' }, example: 7 }),
    }),
  },
  responses: {
    200: jsonResponse(BrokerPayout, 'The payout.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const TaxFormReport = z
  .object({
    year: z.number().int(),
    thresholdCents: z.number().int().describe('60000: a 1099-MISC is due when the year total exceeds it.'),
    data: z.array(
      z.object({
        brokerAccountId: z.number().int(),
        name: z.string().nullable().describe("The broker account's name, when known."),
        totalCents: z.number().int().describe('Paid payouts created in the year (UTC).'),
        payoutCount: z.number().int(),
      }),
    ),
  })
  .openapi('TaxFormReport', {
    example: {
      year: 2026,
      thresholdCents: 60000,
      data: [{ brokerAccountId: 42, name: 'Acme Numbers', totalCents: 125000, payoutCount: 3 }],
    },
  });

export const taxFormReport = createRoute({
  method: 'get',
  path: '/api/admin/reports/1099',
  tags: ['Admin'],
  operationId: 'taxFormReport',
  security: WEB_SESSION,
  summary: 'Brokers over the 1099 threshold in a year (staff)',
  description:
    "Spec 3 Payment: a 1099-MISC is mailed when a broker's yearly payouts exceed $600. Lists every broker " +
    'whose PAID payouts created in `year` (UTC calendar year) total more than $600, biggest first. Staff on a ' +
    'web session only (403 for others and for API tokens). `format=csv` or `Accept: text/csv` answers ' +
    '`1099-report-{year}.csv`.',
  request: {
    query: z.object({
      year: z.coerce.number().int().min(2000).max(2100).openapi({ example: 2026 }),
      format: z.enum(['json', 'csv']).optional(),
    }),
  },
  responses: {
    200: {
      description: 'The brokers over the threshold (JSON or CSV).',
      content: {
        'application/json': { schema: TaxFormReport },
        'text/csv': { schema: z.string().openapi({ example: 'Broker account id,Name,Total,Payouts' }) },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});
