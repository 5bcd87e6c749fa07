import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonResponse,
  listQuery,
  OPTIONAL_SIGN_IN,
  PUBLIC_ACCESS,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { NEW_NUMBERS_MAX_LIMIT, NEW_NUMBERS_MAX_TOTAL } from '../../app/new-numbers.ts';

export const StateNpa = z
  .object({
    state: z.string().describe('USPS or Canada Post code.'),
    name: z.string(),
    country: z.enum(['US', 'CA']),
    npas: z.array(z.string()).describe('Area codes, sorted.'),
  })
  .openapi('StateNpa', { example: { state: 'NJ', name: 'New Jersey', country: 'US', npas: ['201', '551'] } });

export const getStateNpa = createRoute({
  method: 'get',
  path: '/api/state-npa',
  tags: ['Catalog'],
  operationId: 'getStateNpa',
  security: PUBLIC_ACCESS,
  summary: 'States and provinces with their area codes',
  description:
    'Every US state, DC and territory, then every Canadian province and territory, with its geographic area codes ' +
    '(provinces without codes of their own list the codes they share). Public; cacheable for an hour.',
  responses: {
    200: jsonResponse(
      z.object({ data: z.array(StateNpa) }).openapi('StateNpaList', {
        example: {
          data: [
            {
              state: 'NJ',
              name: 'New Jersey',
              country: 'US',
              npas: ['201', '551', '609', '732', '848', '856', '862', '908', '973'],
            },
            {
              state: 'ON',
              name: 'Ontario',
              country: 'CA',
              npas: ['226', '249', '289', '343', '416', '437', '519', '613', '647', '705', '807', '905'],
            },
          ],
        },
      }),
      'The directory.',
    ),
  },
});

const PlanPrice = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mrc: z.number().int().describe('Cents per month.'),
    adminOnly: z.boolean().describe('Only staff assign it.'),
    mouIncluded: z.number().int().describe('Minutes of use included each month.'),
    mouCost: z.number().int().describe('Cents per minute beyond mouIncluded.'),
    mouCap: z.number().int().nullable().describe('Most minutes a number may use in a month.'),
  })
  .openapi('PlanPrice');

export const Pricing = z
  .object({
    brandingId: z.number().int(),
    accountId: z.number().int().nullable(),
    plans: z.array(PlanPrice),
    users: z.object({
      admin: z.object({ mrc: z.number().int() }),
      user: z.object({ mrc: z.number().int() }),
    }),
    fees: z.object({
      lnp: z.number().int().describe('Cents, once per number ported in.'),
      transfer: z.number().int().describe('Cents, once per number moved to another account.'),
    }),
    numberPriceFactor: z
      .number()
      .nullable()
      .describe("The account's discount on numbers for sale as a fraction (0.1 to 0.3), or null."),
  })
  .openapi('Pricing', {
    example: {
      brandingId: 1,
      accountId: 42,
      plans: [
        { id: 1, name: 'Park', mrc: 150, adminOnly: false, mouIncluded: 0, mouCost: 0, mouCap: 1000 },
        { id: 3, name: 'Forward', mrc: 600, adminOnly: false, mouIncluded: 300, mouCost: 3, mouCap: null },
      ],
      users: { admin: { mrc: 0 }, user: { mrc: 0 } },
      fees: { lnp: 500, transfer: 300 },
      numberPriceFactor: 0.2,
    },
  });

export const getPricing = createRoute({
  method: 'get',
  path: '/api/pricing',
  tags: ['Catalog'],
  operationId: 'getPricing',
  security: OPTIONAL_SIGN_IN,
  summary: "A brand's prices, or an account's own",
  description:
    "Plans, user seats and one-time fees in cents. Without `accountId`: the brand's list prices (public; the " +
    "request's brand unless `brandingId` is given). With `accountId`: that account's active, unexpired overrides " +
    'and its number discount applied, for members of the account (in its own brand) and staff only.',
  request: {
    query: z.object({
      brandingId: z
        .enum(['1', '2'])
        .transform((value) => Number(value) as 1 | 2)
        .optional()
        .openapi({ example: '1' }),
      accountId: z.coerce.number().int().positive().optional().openapi({ example: 42 }),
    }),
  },
  responses: { 200: jsonResponse(Pricing, 'The prices.'), ...errorResponses(400, 401, 403) },
});

export const NewTelephoneNumber = z
  .object({
    tn: z.string(),
    humanTn: z.string(),
    intprice: z.number().int().describe('Price in cents.'),
    vendor: z.string(),
    cost: z.number().int().describe('Cents.'),
    status: z.string().describe('available, reserved, sold...'),
    negotiationId: z.number().int().nullable(),
    negotiationUUID: z.string().nullable(),
    show_negotiable: z.boolean(),
    createdAt: z.string().datetime(),
  })
  .openapi('NewTelephoneNumber', {
    example: {
      tn: '+12012345678',
      humanTn: '(201) 234-5678',
      intprice: 4900,
      vendor: 'telnyx',
      cost: 100,
      status: 'available',
      negotiationId: null,
      negotiationUUID: null,
      show_negotiable: true,
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  });

export const listNewTelephoneNumbers = createRoute({
  method: 'get',
  path: '/api/new-telephone-numbers',
  tags: ['Catalog'],
  operationId: 'listNewTelephoneNumbers',
  security: WEB_SESSION,
  summary: 'Look numbers up in the inventory (staff)',
  description:
    `Every number of the inventory whatever its status, newest first or by number. \`search\` keeps numbers whose ` +
    `digits contain the digits typed (punctuation ignored). Pages of up to ${NEW_NUMBERS_MAX_LIMIT}; \`total\` ` +
    `stops at ${NEW_NUMBERS_MAX_TOTAL}. Employees and admin users only.`,
  request: {
    query: listQuery({
      search: z
        .string()
        .trim()
        .max(20, 'Search is at most 20 characters.')
        .regex(/^[\d\s()+.-]*$/, 'Search takes the digits of a number.')
        .optional()
        .openapi({ example: '201555' }),
      sort: z.enum(['tn', '-createdAt']).default('-createdAt'),
      $limit: z.coerce.number().int().min(1).max(NEW_NUMBERS_MAX_LIMIT).default(10),
      $skip: z.coerce.number().int().min(0).max(NEW_NUMBERS_MAX_TOTAL).default(0),
    }),
  },
  responses: {
    200: jsonResponse(
      z
        .object({
          data: z.array(NewTelephoneNumber),
          total: z.number().int().describe(`Capped at ${NEW_NUMBERS_MAX_TOTAL}.`),
          limit: z.number().int(),
          skip: z.number().int(),
        })
        .openapi('NewTelephoneNumberList'),
      'The numbers.',
    ),
    ...errorResponses(400, 401, 403),
  },
});
