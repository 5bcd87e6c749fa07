import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  listQuery,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { defineListResource } from '../../../../shared/list-query.ts';
import { TRANSACTION_AGGREGATIONS } from '../../app/list-transactions.ts';
import {
  BROKERAGE_TRANSACTION_STATUSES,
  BROKERAGE_TRANSACTION_TYPES,
} from '../../domain/brokerage-transaction.ts';
import { LICENSE_STATUSES } from '../../domain/license.ts';
import {
  csvListParams,
  manyParam as many,
  oneParam as one,
  rangeParams as rangeKeys,
} from './csv-download.ts';

const TAG = 'Brokerage';

/**
 * The list query language for GET /api/brokerage/transactions (spec 3 section 9: default sort createDate desc;
 * the All view asks `$sort[payableDate]=-1`). Amounts are cents.
 */
export const transactionList = defineListResource({
  fields: {
    brokerageTransactionId: { type: 'integer', property: 'id' },
    tn: { type: 'string', ops: ['$eq', '$ne', '$in', '$nin', '$contains', '$like'] },
    type: { type: 'enum', values: BROKERAGE_TRANSACTION_TYPES },
    status: { type: 'enum', values: BROKERAGE_TRANSACTION_STATUSES },
    payoutId: { type: 'integer' },
    payoutAmount: { type: 'integer' },
    createDate: { type: 'date' },
    payableDate: { type: 'date' },
  },
  defaultSort: { createDate: -1 },
  maxLimit: 300,
  extraParams: ['$locale', '$timeZone', '$aggregations', 'payable'],
});

const sortable = ['createDate', 'payableDate', 'payoutAmount', 'tn', 'type', 'status'] as const;

const money = (text: string) => z.number().int().nullable().describe(`Cents. ${text}`);

export const BrokerTransaction = z
  .object({
    brokerageTransactionId: z.number().int(),
    payoutId: z.number().int().nullable().describe('The payout that paid it; null until paid out.'),
    tn: z.string(),
    spelling: z.string().nullable(),
    formattedTn: z.string(),
    payoutAmount: z.number().int().describe("Cents: the broker's share."),
    type: z.enum(BROKERAGE_TRANSACTION_TYPES),
    status: z
      .enum(BROKERAGE_TRANSACTION_STATUSES)
      .describe(
        'new (recorded) -> pending (its charge collected) -> payable (hold over) -> paid (in a payout); ' +
          'cancelled: a cancelled sale or a chargeback before payout (docs/adr/0061).',
      ),
    payable: z
      .boolean()
      .describe(
        'Whether it can be paid out now: status payable, or pending with payableDate <= now; never once in a payout.',
      ),
    createDate: z.string(),
    payableDate: z.string(),
    feeAmount: z.number().int().optional().describe('Sale, embedded, affiliate: cents the house kept.'),
    purchaseAmount: z.number().int().optional().describe('Sale, embedded, affiliate: cents the buyer paid.'),
    pigPickPercentage: z.number().int().optional().describe('Sale: the Pig Pick percentage charged.'),
    tnType: z.string().nullable().optional().describe('Sale: onnet or offnet.'),
    licenseId: z.number().int().nullable().optional().describe('Licence types: the licence it came from.'),
    oneTimeSetupFee: money('licenseNrc: the one-time fee paid.').optional(),
    monthlyFee: money(
      "Licence types: the month's fee (licenseMrc) or the monthly fee agreed (licenseNrc).",
    ).optional(),
    licenseAnnualIncrease: z.number().int().nullable().optional().describe('Licence types: percent a year.'),
    saleStatus: z
      .string()
      .nullable()
      .optional()
      .describe("Sale: 'cancelled' when cancelled (cancelSale or a chargeback), else null."),
    licenseStatus: z
      .enum(LICENSE_STATUSES)
      .nullable()
      .optional()
      .describe("Licence types: the licence's status now (pending, active, deleted, completed)."),
    anniversaryDate: z
      .string()
      .nullable()
      .optional()
      .describe(
        "Licence types: the licence's first anniversary after this transaction (its annual increase).",
      ),
    endDate: z
      .string()
      .nullable()
      .optional()
      .describe('Licence types: when the licence ended; null while it runs.'),
    customerName: z.string().nullable().optional().describe("Embedded: the widget buyer's name."),
    customerEmail: z.string().nullable().optional().describe("Embedded: the widget buyer's email."),
    customerPhone: z.string().nullable().optional().describe("Embedded: the widget buyer's phone."),
    embeddedSaleStatus: z
      .string()
      .nullable()
      .optional()
      .describe("Embedded: 'completed', or 'cancelled' after a chargeback."),
    affiliateSaleStatus: z
      .string()
      .nullable()
      .optional()
      .describe("Affiliate: 'completed', or 'cancelled' after a chargeback."),
  })
  .openapi('BrokerTransaction', {
    example: {
      brokerageTransactionId: 12,
      payoutId: null,
      tn: '+12015550123',
      spelling: null,
      formattedTn: '(201) 555-0123',
      payoutAmount: 6000,
      type: 'sale',
      status: 'new',
      payable: false,
      createDate: '2026-11-28T12:00:00.000Z',
      payableDate: '2026-12-28T12:00:00.000Z',
      feeAmount: 4000,
      purchaseAmount: 10000,
      pigPickPercentage: 0,
      tnType: 'offnet',
    },
  });

const TransactionAggregations = z
  .object({
    payoutTotal: z.number().int().optional().describe('Cents: sum of payoutAmount over every matching row.'),
    payoutCount: z.number().int().optional().describe('How many rows match.'),
  })
  .openapi('BrokerTransactionAggregations');

const TransactionPage = listOf(BrokerTransaction, 'BrokerTransactionList').extend({
  aggregations: TransactionAggregations.optional(),
});

export const listBrokerTransactions = createRoute({
  method: 'get',
  path: '/api/brokerage/transactions',
  tags: [TAG],
  operationId: 'listBrokerTransactions',
  security: SIGNED_IN,
  summary: "The broker's earnings transactions",
  description:
    'Sales and licence fees the broker account earned (spec 3 Brokerage transaction). The list language over ' +
    'brokerageTransactionId, tn, type, status, payoutId, payoutAmount (cents), createDate and payableDate ' +
    '(default `$sort[createDate]=-1`). `payable=true` is the Payable view: status payable, or pending whose ' +
    'payableDate has come, and in no payout yet. `$aggregations=payoutTotal,payoutCount` adds `aggregations` over EVERY matching row, ' +
    'not the page. With `Accept: text/csv` every matching row as `brokerage-transactions-{date}.csv`. Brokers ' +
    'only (403 otherwise).',
  request: {
    query: listQuery({
      ...csvListParams(sortable),
      $aggregations: many.openapi({ example: TRANSACTION_AGGREGATIONS.join(',') }),
      payable: z.enum(['true', 'false']).optional().openapi({ example: 'true' }),
      brokerageTransactionId: one,
      tn: one.openapi({ example: '+12015550123' }),
      'tn[$contains]': one,
      'tn[$in]': many,
      type: z.enum(BROKERAGE_TRANSACTION_TYPES).optional(),
      'type[$in]': many,
      'type[$nin]': many,
      status: z.enum(BROKERAGE_TRANSACTION_STATUSES).optional(),
      'status[$in]': many,
      'status[$nin]': many,
      payoutId: one,
      payoutAmount: one.openapi({ example: '6000' }),
      ...rangeKeys('payoutAmount'),
      ...rangeKeys('createDate'),
      ...rangeKeys('payableDate'),
    }),
  },
  responses: {
    200: {
      description: 'A page of rows (JSON, with aggregations when asked), or every matching row as CSV.',
      content: {
        'application/json': { schema: TransactionPage },
        'text/csv': { schema: z.string().openapi({ example: 'Phone number,Type,Status,Payout,...' }) },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const getBrokerTransaction = createRoute({
  method: 'get',
  path: '/api/brokerage/transactions/{brokerageTransactionId}',
  tags: [TAG],
  operationId: 'getBrokerTransaction',
  security: SIGNED_IN,
  summary: 'One transaction in full',
  description:
    "Every field of one of the broker's transactions (spec 3 section 7). Another broker's id answers 404; a " +
    'caller who is not a broker 403.',
  request: {
    params: z.object({
      brokerageTransactionId: z.coerce
        .number()
        .int()
        .positive()
        .openapi({ param: { name: 'brokerageTransactionId', in: 'path' }, example: 12 }),
    }),
  },
  responses: {
    200: jsonResponse(BrokerTransaction, 'The transaction.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const transactionIdParam = z.object({
  brokerageTransactionId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'brokerageTransactionId', in: 'path' }, example: 12 }),
});

export const EarlyPayoutRequest = z
  .object({
    payableDate: z
      .string()
      .datetime({ offset: true })
      .describe(
        "The new payable date: now. The server stores its own clock's now; a date later than the current " +
          'payableDate is refused (an early payout only moves it earlier).',
      ),
  })
  .strict()
  .openapi('EarlyPayoutRequest', { example: { payableDate: '2026-11-28T12:00:00.000Z' } });

export const earlyPayoutBrokerTransaction = createRoute({
  method: 'patch',
  path: '/api/brokerage/transactions/{brokerageTransactionId}',
  tags: [TAG],
  operationId: 'earlyPayoutBrokerTransaction',
  security: SIGNED_IN,
  summary: 'Early payout of a pending transaction (employees)',
  description:
    "Spec 3's Early Payout: an employee acting in the broker's account makes a PENDING transaction whose " +
    'payableDate has not passed payable now (payableDate := now, status payable). 409 when it is not pending ' +
    "or its payableDate has passed; 403 for a broker who is not an employee; 404 for another broker's. " +
    'Answers the changed row.',
  request: { params: transactionIdParam, body: jsonBody(EarlyPayoutRequest) },
  responses: {
    200: jsonResponse(BrokerTransaction, 'The transaction, payable now.'),
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});

export const cancelBrokerSale = createRoute({
  method: 'post',
  path: '/api/brokerage/transactions/{brokerageTransactionId}/cancelSale',
  tags: [TAG],
  operationId: 'cancelBrokerSale',
  security: SIGNED_IN,
  summary: 'Cancel a sale (employees)',
  description:
    "Spec 3's Cancel Sale (the legacy cancelBrokerageSale): an employee cancels a SALE transaction that no " +
    "payout includes. It becomes status cancelled with saleStatus 'cancelled' and is never payable. No body. " +
    '409 for another type, a paid-out or already cancelled sale; 403 for a broker who is not an employee; 404 ' +
    "for another broker's. Refunding the buyer is separate (docs/adr/0061).",
  request: { params: transactionIdParam },
  responses: {
    200: jsonResponse(BrokerTransaction, 'The cancelled transaction.'),
    ...errorResponses(401, 403, 404, 409),
  },
});
