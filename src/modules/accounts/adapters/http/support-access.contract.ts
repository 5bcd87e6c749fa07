import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonResponse,
  listOf,
  listQuery,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';

const STAFF_ONLY =
  'Staff only (employees and admin users), signed in on the web site; API tokens get 403 (docs/adr/0080).';

export const AccountSearchResult = z
  .object({
    accountId: z.number().int(),
    company: z.string().describe('The company name, or "Account <id>" when it has none.'),
    brandingId: z.number().int(),
    adminEmail: z.string().nullable().describe('The sign-in email of the account’s first admin.'),
    support: z.boolean().describe('Whether you have support access to this account now.'),
  })
  .openapi('AccountSearchResult', {
    example: {
      accountId: 12,
      company: 'Acme Parking Co',
      brandingId: 1,
      adminEmail: 'admin@acme.example',
      support: false,
    },
  });

export const SupportMembership = z
  .object({
    accountId: z.number().int(),
    userId: z.number().int().describe('You: the staff user.'),
    company: z.string(),
    brandingId: z.number().int(),
    role: z.literal('admin'),
    nickname: z.string().describe('What the Switch Account menu shows.'),
  })
  .openapi('SupportMembership', {
    example: {
      accountId: 12,
      userId: 3,
      company: 'Acme Parking Co',
      brandingId: 1,
      role: 'admin',
      nickname: 'Acme Parking Co (support)',
    },
  });

const AccountIdParam = z.object({
  accountId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'accountId', in: 'path' }, example: 12 }),
});

export const searchAccounts = createRoute({
  method: 'get',
  path: '/api/admin/accounts',
  tags: ['Admin'],
  operationId: 'searchAccounts',
  security: WEB_SESSION,
  summary: 'Find customer accounts by id, company name or a member’s email',
  description:
    '`search` is an account id (exact) or part of a company name or of a member’s sign-in email (any case). ' +
    `Matching the id first, then by company name; \`$skip\`, \`$limit\` (default 20, at most 100). ${STAFF_ONLY}`,
  request: {
    query: listQuery({
      search: z.string().trim().min(1, 'Type an account id, a company name or an email.').max(200).openapi({
        example: 'Acme',
      }),
      $skip: z.coerce.number().int().min(0).default(0).openapi({ example: 0 }),
      $limit: z.coerce.number().int().min(1).max(100).default(20).openapi({ example: 20 }),
    }),
  },
  responses: {
    200: jsonResponse(listOf(AccountSearchResult, 'AccountSearchResultList'), 'The matching accounts.'),
    ...errorResponses(400, 401, 403),
  },
});

export const startSupport = createRoute({
  method: 'post',
  path: '/api/admin/accounts/{accountId}/support',
  tags: ['Admin'],
  operationId: 'startSupport',
  security: WEB_SESSION,
  summary: 'Get support access to a customer account',
  description:
    'Makes your support membership in the account (role admin, shown as "<company> (support)" in Switch Account), ' +
    'or answers the one you have (200). A support membership is no billed seat, gets none of the account’s mails ' +
    'and is not on its Users screen. Then switch into the account with `POST /api/session?switchAccount=true`. ' +
    `Audited as supportAccess.start. 409 when you already belong to the account as one of its own users. ${STAFF_ONLY}`,
  request: { params: AccountIdParam },
  responses: {
    200: jsonResponse(SupportMembership, 'You already had support access.'),
    201: jsonResponse(SupportMembership, 'Support access made.'),
    ...errorResponses(401, 403, 404, 409),
  },
});

export const endSupport = createRoute({
  method: 'delete',
  path: '/api/admin/accounts/{accountId}/support',
  tags: ['Admin'],
  operationId: 'endSupport',
  security: WEB_SESSION,
  summary: 'End your support access to a customer account',
  description:
    'Removes your support membership: your sessions switched into the account end (sign in again) and API tokens ' +
    `you made there are deleted. Audited as supportAccess.end. 404 when you have no support access there. ${STAFF_ONLY}`,
  request: { params: AccountIdParam },
  responses: {
    204: { description: 'Support access ended.' },
    ...errorResponses(401, 403, 404),
  },
});
