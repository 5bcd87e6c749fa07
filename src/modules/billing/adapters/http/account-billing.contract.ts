import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  listQuery,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { ACCEPTED_CARD_BRANDS } from '../../../../shared/card-brands.ts';
import { defineListResource } from '../../../../shared/list-query.ts';
import { LEDGER_KINDS } from '../../domain/ledger-entry.ts';
import { shown } from './payments.contract.ts';

const TAGS = ['Account billing'];
const ADMINS = 'Account admins (and employees acting for the account); others 403.';

/** The list query language for GET /api/accounts/ledger. */
export const ledgerList = defineListResource({
  fields: {
    kind: { type: 'enum', values: LEDGER_KINDS },
    amount: { type: 'integer', property: 'amountCents' },
    description: { type: 'string' },
    date: { type: 'date', property: 'createdAt' },
  },
  defaultSort: { date: -1 },
});

/** Cents as spec 2 words its errors; a fraction is floored by the server (amount paid is whole cents). */
const payAmount = z
  .unknown()
  .superRefine((value, context) => {
    if (typeof value !== 'number' || !Number.isFinite(value))
      context.addIssue({ code: 'custom', message: `${shown(value)} is not a number` });
    else if (value < 0)
      context.addIssue({ code: 'custom', message: 'Payment amounts under $0.00 are not supported.' });
    else if (value > 99_999_999)
      context.addIssue({ code: 'custom', message: 'The largest card payment is $999,999.99.' });
  })
  .transform((value) => Math.floor(value as number))
  .openapi({ type: 'integer', minimum: 100, maximum: 99_999_999, description: 'Cents.', example: 2500 });

export const PayNowRequest = z
  .object({
    amount: payAmount,
    paymentId: z
      .string()
      .regex(/^(pi|pm)_[A-Za-z0-9_]{1,200}$/, 'Not a PaymentIntent or PaymentMethod id.')
      .optional()
      .openapi({
        description:
          "A one-time card: the PaymentIntent (reference 'account:<id>', this amount) the browser's card form " +
          'confirmed, or a PaymentMethod id.',
      }),
    useCardOnFile: z.boolean().optional().openapi({ description: 'Charge the card on file instead.' }),
  })
  .refine((body) => Boolean(body.paymentId) !== Boolean(body.useCardOnFile), {
    message: 'Pay with the card on file or a one-time card (paymentId), not both.',
    path: ['paymentId'],
  })
  .openapi('PayNowRequest', { example: { amount: 2500, useCardOnFile: true } });

export const PayNowAnswer = z
  .object({
    paymentIntentId: z.string(),
    balance: z.number().int().describe('The account balance after the payment, cents (negative: credit).'),
  })
  .openapi('PayNowAnswer', { example: { paymentIntentId: 'pi_sim_4f0c2b9a1d3e5f7a9b1c3d5e', balance: 0 } });

export const payNow = createRoute({
  method: 'post',
  path: '/api/accounts/pay-now',
  tags: TAGS,
  operationId: 'payNow',
  security: SIGNED_IN,
  summary: 'Pay the account’s bill (Pay My Bill)',
  description:
    'Charges the card on file (useCardOnFile) or a one-time card (paymentId) at once and records a payment in ' +
    "the account's ledger. Admins pay any amount from $1.00 (more than the balance leaves a credit); users pay " +
    "exactly the amount due (else 400) with the card on file (a one-time card: 403 'You do not have access to " +
    "manage payments on this account'). '{amount} is not a number' and 'Payment amounts under $0.00 are not " +
    "supported.' answer 400; a refused card 422 with the card's message, nothing recorded. An Idempotency-Key " +
    'header makes a retry answer the same payment without charging twice. At most 10 per hour per user.',
  request: {
    body: jsonBody(PayNowRequest),
    headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
  },
  responses: {
    200: jsonResponse(PayNowAnswer, 'Paid: the payment and the new balance.'),
    ...errorResponses(400, 401, 403, 404, 415, 422, 429),
  },
});

export const LedgerLine = z
  .object({
    id: z.number().int(),
    kind: z.enum(LEDGER_KINDS),
    amount: z.number().int().describe('Cents, never negative; the kind says which way it moves the balance.'),
    description: z.string(),
    date: z.string().datetime(),
    balance: z.number().int().describe("The account's balance after this entry, cents."),
  })
  .openapi('LedgerLine', {
    example: {
      id: 41,
      kind: 'payment',
      amount: 2500,
      description: 'Payment, Visa ending 4242',
      date: '2026-11-24T12:00:00.000Z',
      balance: 0,
    },
  });

export const listLedger = createRoute({
  method: 'get',
  path: '/api/accounts/ledger',
  tags: TAGS,
  operationId: 'listLedger',
  security: SIGNED_IN,
  summary: 'The account’s ledger: charges, payments, credits and refunds',
  description:
    'The list query language over kind, amount, description and date: `$skip`, `$limit` (default 10, at ' +
    'most 100), `$sort[date]=-1` (the default: newest first), `kind[$eq]=payment`. Each line carries the ' +
    `running balance after it. ${ADMINS}`,
  request: {
    query: listQuery({
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '10' }),
      '$sort[date]': z.enum(['1', '-1']).optional(),
      '$sort[amount]': z.enum(['1', '-1']).optional(),
      '$sort[kind]': z.enum(['1', '-1']).optional(),
      'kind[$eq]': z.enum(LEDGER_KINDS).optional(),
      'kind[$in]': z.union([z.string(), z.array(z.string())]).optional(),
      'date[$gte]': z.string().optional(),
      'date[$lt]': z.string().optional(),
      'description[$contains]': z.string().optional(),
    }),
  },
  responses: {
    200: jsonResponse(listOf(LedgerLine, 'LedgerPage'), 'A page of the ledger.'),
    ...errorResponses(400, 401, 403),
  },
});

export const StatementMonths = z
  .object({
    data: z.array(
      z.object({
        month: z.string().describe('YYYY-MM (UTC).'),
        entries: z.number().int().describe('Ledger entries that month.'),
      }),
    ),
  })
  .openapi('StatementMonths', { example: { data: [{ month: '2026-11', entries: 3 }] } });

export const listStatements = createRoute({
  method: 'get',
  path: '/api/accounts/statements',
  tags: TAGS,
  operationId: 'listStatements',
  security: SIGNED_IN,
  summary: 'The months that have a statement',
  description: `Every month (UTC) with ledger activity, newest first. ${ADMINS}`,
  responses: {
    200: jsonResponse(StatementMonths, 'The statement months.'),
    ...errorResponses(401, 403),
  },
});

export const Statement = z
  .object({
    month: z.string(),
    openingBalance: z.number().int().describe('Cents owed when the month began.'),
    lines: z.array(
      z.object({
        id: z.number().int().describe('The ledger entry.'),
        date: z.string().datetime(),
        kind: z.enum(LEDGER_KINDS),
        description: z.string(),
        amount: z.number().int().describe('Cents as the entry says it.'),
        effect: z.number().int().describe('Its effect on the balance: + charge and tax, - the rest.'),
      }),
    ),
    closingBalance: z.number().int().describe('openingBalance + the sum of the effects.'),
  })
  .openapi('Statement', {
    example: {
      month: '2026-11',
      openingBalance: 0,
      lines: [
        {
          id: 41,
          date: '2026-11-24T12:00:00.000Z',
          kind: 'charge',
          description: 'Setup fee',
          amount: 2500,
          effect: 2500,
        },
      ],
      closingBalance: 2500,
    },
  });

const MonthParam = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A statement month is YYYY-MM.')
    .openapi({ param: { name: 'month', in: 'path' }, example: '2026-11' }),
});

export const getStatement = createRoute({
  method: 'get',
  path: '/api/accounts/statements/{month}',
  tags: TAGS,
  operationId: 'getStatement',
  security: SIGNED_IN,
  summary: 'One month’s statement',
  description:
    'The opening balance, every ledger entry of the month (UTC, oldest first) and the closing balance, which ' +
    `is the opening balance plus the lines' effects. ${ADMINS}`,
  request: { params: MonthParam },
  responses: {
    200: jsonResponse(Statement, 'The statement.'),
    ...errorResponses(400, 401, 403),
  },
});

export const BillingSummary = z
  .object({
    balance: z.number().int().describe('Cents owed (negative: credit).'),
    creditLimit: z.number().int().describe('Cents the account may owe.'),
    card: z
      .object({
        brand: z.enum(ACCEPTED_CARD_BRANDS),
        last4: z.string(),
        expMonth: z.number().int(),
        expYear: z.number().int(),
      })
      .nullable()
      .describe('The card on file, or null.'),
    nextCharge: z.object({
      date: z.string().nullable().describe('YYYY-MM-DD of the next anniversary run; null: none.'),
      lines: z.array(
        z.object({
          kind: z.enum(['number', 'user', 'licence']),
          label: z.string(),
          tn: z.string().nullable(),
          userId: z.number().int().nullable(),
          amount: z.number().int().describe('Cents.'),
        }),
      ),
      total: z.number().int().describe('Cents.'),
    }),
  })
  .openapi('BillingSummary', {
    example: {
      balance: 2500,
      creditLimit: 0,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      nextCharge: {
        date: '2026-12-24',
        lines: [{ kind: 'number', label: '(206) 555-0100', tn: '12065550100', userId: null, amount: 1000 }],
        total: 1000,
      },
    },
  });

export const getBillingSummary = createRoute({
  method: 'get',
  path: '/api/accounts/billing',
  tags: TAGS,
  operationId: 'getBillingSummary',
  security: SIGNED_IN,
  summary: 'The billing page’s summary',
  description:
    'The balance, the credit limit, the card on file and what the next anniversary run will charge, line by ' +
    `line (numbers, users, licences). ${ADMINS}`,
  responses: {
    200: jsonResponse(BillingSummary, 'The summary.'),
    ...errorResponses(401, 403),
  },
});
