import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';

export const ChangeBrandBody = z
  .object({
    brandingId: z
      .union([z.literal(1), z.literal(2)])
      .describe('The brand to convert to: the other one than the current account’s.'),
    tns: z
      .array(z.string().min(1).max(20))
      .min(1, 'Choose at least one number.')
      .max(1000)
      .describe('The numbers of the current account to move (E.164 or 10/11 digits).'),
  })
  .openapi('ChangeBrandRequest', { example: { brandingId: 2, tns: ['+12012340101', '+12012340102'] } });

export const ChangeBrandResult = z
  .object({
    accountId: z.number().int().describe('The account on the other brand that now holds the numbers.'),
    userId: z.number().int().describe('The caller, an admin of that account.'),
  })
  .openapi('ChangeBrandResult', { example: { accountId: 42, userId: 7 } });

export const ChangeBrandOptions = z
  .object({
    brandingId: z.number().int().describe('The other brand, where numbers go.'),
    brandName: z.string(),
    plan: z
      .object({ id: z.number().int(), name: z.string(), mrc: z.number().int().describe('Cents a month.') })
      .describe('The plan converted numbers go on, at a new account’s price.'),
    accounts: z
      .array(
        z.object({
          accountId: z.number().int(),
          company: z.string(),
          nickname: z.string(),
          mrc: z.number().int().describe('The plan’s monthly price in that account (its overrides applied).'),
        }),
      )
      .describe('The caller’s admin accounts on the other brand (never the current one).'),
  })
  .openapi('ChangeBrandOptions', {
    example: {
      brandingId: 2,
      brandName: 'Numberyard Business',
      plan: { id: 10, name: 'Phone Number', mrc: 1000 },
      accounts: [{ accountId: 42, company: 'Bea’s Bakery LLC', nickname: '', mrc: 1000 }],
    },
  });

const AccountIdParam = z.object({
  accountId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'accountId', in: 'path' }, example: 42 }),
});

const RULES =
  'Account admins only (403 otherwise). The numbers must all be held by the current account (else 404 ' +
  '‘Telephone number not found.’, nothing moved). They go on the other brand’s default plan (plan 1 on brand 1, ' +
  'plan 10 on brand 2) at the target account’s price and keep their billing period, anniversary and paid-through ' +
  'date; nothing is charged now (docs/adr/0039). One transaction. A refused conversion answers 422 (spec 2: ' +
  '“Convert-brand failure: an unprocessable error is thrown”) with the reason.';

export const getChangeBrandOptions = createRoute({
  method: 'get',
  path: '/api/accounts/change-brand',
  tags: ['Billing'],
  operationId: 'getChangeBrandOptions',
  security: SIGNED_IN,
  summary: 'What converting numbers to the other brand offers',
  description:
    'For /account/change-brand: the other brand, the plan converted numbers go on with its monthly price, and ' +
    'the caller’s admin accounts on that brand. Account admins only.',
  responses: {
    200: jsonResponse(
      ChangeBrandOptions,
      'The other brand, its default plan and the caller’s accounts there.',
    ),
    ...errorResponses(401, 403),
  },
});

export const changeBrandToNewAccount = createRoute({
  method: 'post',
  path: '/api/accounts/change-brand',
  tags: ['Billing'],
  operationId: 'changeBrandToNewAccount',
  security: SIGNED_IN,
  summary: 'Convert numbers to a new account on the other brand',
  description: `Opens a new account on the other brand (company and address copied, the caller its admin) and moves the numbers there. ${RULES}`,
  request: { body: jsonBody(ChangeBrandBody) },
  responses: {
    200: jsonResponse(ChangeBrandResult, 'The new account and the caller.'),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

export const changeBrandToAccount = createRoute({
  method: 'patch',
  path: '/api/accounts/change-brand/{accountId}',
  tags: ['Billing'],
  operationId: 'changeBrandToAccount',
  security: SIGNED_IN,
  summary: 'Convert numbers to an existing account on the other brand',
  description: `Moves the numbers to an account on the other brand where the caller is an admin; the current account or any other answers 422. ${RULES}`,
  request: { params: AccountIdParam, body: jsonBody(ChangeBrandBody) },
  responses: {
    200: jsonResponse(ChangeBrandResult, 'The account and the caller.'),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});
