import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { defineListResource } from '../../../../shared/list-query.ts';
import { ACCOUNT_LIST_PAGE_SIZES } from '../../../../shared/paging.ts';

const TAG = 'Port-ins';
export const PORT_IN_STATUSES = [
  'pending',
  'submitted',
  'focDateSet',
  'completed',
  'rejected',
  'cancelled',
] as const;
const STATUSES = PORT_IN_STATUSES;
const adminsOnly =
  "Account admins only (the orders carry the current carrier's billing details); another account's order " +
  'answers 404.';

/** The list query language for GET /api/accounts/port-ins. */
export const portInList = defineListResource({
  fields: {
    id: { type: 'integer' },
    tn: { type: 'string', ops: ['$eq', '$in', '$contains'] },
    status: { type: 'enum', values: STATUSES },
    createDate: { type: 'date', property: 'createdAt' },
    focDate: { type: 'string', ops: ['$eq', '$lt', '$lte', '$gt', '$gte'] },
  },
  defaultSort: { createDate: -1 },
  maxLimit: Math.max(...ACCOUNT_LIST_PAGE_SIZES),
});

const billingExample = {
  firstName: 'Ann',
  lastName: 'Lee',
  company: null,
  address: '1 Main St',
  city: 'Burlington',
  state: 'VT',
  zip: '05401',
  account_number: '123456',
  wireless: true,
};

const PortInBilling = z
  .record(z.string(), z.union([z.string(), z.boolean(), z.null()]))
  .describe(
    "The current carrier's billing details given at the port-in page: firstName, lastName, company, address, " +
      'city, state, zip, account_number (null when not given) and wireless. The PIN is never answered.',
  )
  .openapi('PortInBilling', { example: billingExample });

const PortInEvent = z
  .object({
    kind: z.enum([
      'created',
      'submitted',
      'focDateSet',
      'completed',
      'rejected',
      'corrected',
      'resubmitted',
      'parked',
      'cancelled',
    ]),
    at: z.string().describe('ISO timestamp.'),
    text: z.string(),
  })
  .openapi('PortInEvent');

const portInFields = {
  id: z.number().int(),
  tn: z.string().describe('E.164.'),
  formattedTn: z.string(),
  status: z
    .enum(STATUSES)
    .describe(
      'pending (waiting to be submitted), submitted, focDateSet (the carrier set the port date), completed ' +
        '(the number is active in the account), rejected (see rejectCode and rejectReason; correct and resubmit) ' +
        'or cancelled (by our staff; the timeline says why).',
    ),
  planId: z.number().int().describe('The plan the number joins the account with (Park once parked).'),
  billingPeriod: z.union([z.literal(1), z.literal(12)]),
  focDate: z.string().nullable().describe('YYYY-MM-DD, the firm order commitment date.'),
  rejectCode: z.string().nullable(),
  rejectReason: z.string().nullable(),
  billing: PortInBilling,
  hasPin: z.boolean().describe('Whether a PIN is on file (sealed; never answered).'),
  parked: z.boolean().describe('Not completed after 30 days: moved to the Park plan.'),
  createDate: z.string(),
  completeDate: z.string().nullable(),
};

const example = {
  id: 12,
  tn: '+18022340100',
  formattedTn: '(802) 234-0100',
  status: 'rejected' as const,
  planId: 3,
  billingPeriod: 1 as const,
  focDate: null,
  rejectCode: '6P',
  rejectReason: 'The account number does not match the current carrier’s records.',
  billing: billingExample,
  hasPin: true,
  parked: false,
  createDate: '2026-11-24T12:00:00.000Z',
  completeDate: null,
};

export const PortIn = z.object(portInFields).openapi('PortIn', { example });

export const PortInDetail = z
  .object({ ...portInFields, timeline: z.array(PortInEvent).describe('Oldest first.') })
  .openapi('PortInDetail', {
    example: {
      ...example,
      timeline: [
        { kind: 'created', at: '2026-11-24T12:00:00.000Z', text: 'Port-in order placed.' },
        { kind: 'submitted', at: '2026-11-24T12:00:05.000Z', text: 'Submitted to the current carrier.' },
      ],
    },
  });

const IdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'id', in: 'path' }, example: 12 }),
});

const text = (max: number) => z.string().trim().min(1).max(max);

export const PortInCorrectionBody = z
  .object({
    firstName: text(40).optional(),
    lastName: text(40).optional(),
    company: text(40).optional(),
    address: text(40).optional(),
    city: text(40).optional(),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Please enter a valid state.')
      .transform((value) => value.toUpperCase())
      .optional(),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid zip code.')
      .optional(),
    account_number: text(50).optional(),
    pin: z.string().trim().min(1).max(20).optional().describe('Stored sealed; never answered.'),
  })
  .strict()
  .openapi('PortInCorrection', { example: { account_number: '987654', pin: '4321' } });

export const listPortIns = createRoute({
  method: 'get',
  path: '/api/accounts/port-ins',
  tags: [TAG],
  operationId: 'listPortIns',
  security: SIGNED_IN,
  summary: "The account's port-in orders",
  description:
    'One order per number ported in at checkout, in the list query language over id, tn, status, createDate ' +
    'and focDate: `$skip`, `$limit` (default 10, at most 300), `$sort[createDate]=-1` (the default), ' +
    '`status=rejected`, `tn[$contains]=802`. ' +
    adminsOnly,
  request: {
    query: z.looseObject({
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '10' }),
      '$sort[createDate]': z.enum(['1', '-1']).optional(),
      '$sort[status]': z.enum(['1', '-1']).optional(),
      '$sort[tn]': z.enum(['1', '-1']).optional(),
      status: z.enum(STATUSES).optional(),
      'tn[$contains]': z.string().optional().openapi({ example: '802' }),
    }),
  },
  responses: {
    200: jsonResponse(listOf(PortIn, 'PortInList'), 'A page of port-in orders.'),
    ...errorResponses(400, 401, 403),
  },
});

export const getPortIn = createRoute({
  method: 'get',
  path: '/api/accounts/port-ins/{id}',
  tags: [TAG],
  operationId: 'getPortIn',
  security: SIGNED_IN,
  summary: 'A port-in order with its timeline',
  description: `The order and every step it went through, with dates. ${adminsOnly}`,
  request: { params: IdParam },
  responses: {
    200: jsonResponse(PortInDetail, 'The order.'),
    ...errorResponses(401, 403, 404),
  },
});

export const correctPortIn = createRoute({
  method: 'patch',
  path: '/api/accounts/port-ins/{id}',
  tags: [TAG],
  operationId: 'correctPortIn',
  security: SIGNED_IN,
  summary: 'Correct a rejected port-in and resubmit it',
  description:
    'Replaces the billing fields sent (a new PIN replaces the sealed one) of a rejected order and submits it ' +
    'to the carrier again. An order that is not rejected answers 409 and nothing changes. Billing data that ' +
    'then misses what the Current Carrier Billing Info modal requires (first and last name, address, city, ' +
    'state, postal code; the account number when the number needs an account or is wireless; a PIN, sent or on ' +
    "file, when wireless) answers 422 with the modal's messages in `errors` and nothing changes. With the " +
    "simulator, account_number 'REJECT' is rejected again. " +
    adminsOnly,
  request: { params: IdParam, body: jsonBody(PortInCorrectionBody) },
  responses: {
    200: jsonResponse(PortInDetail, 'The corrected order, pending resubmission.'),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422),
  },
});
