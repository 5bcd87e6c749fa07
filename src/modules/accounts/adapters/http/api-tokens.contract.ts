import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  pagingQuery,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { TOKEN_NAME_MAX, TOKEN_NAME_MESSAGES } from '../../../../shared/api-token-name.ts';

const TokenName = z
  .string()
  .trim()
  .min(1, TOKEN_NAME_MESSAGES.required)
  .max(TOKEN_NAME_MAX, TOKEN_NAME_MESSAGES.tooLong);

export const ApiTokenView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    createDate: z.string().datetime(),
    last4: z.string().describe('The last 4 characters, to tell tokens apart.'),
    lastUsedAt: z.string().datetime().nullable(),
  })
  .openapi('ApiToken', {
    example: {
      id: 3,
      name: 'CRM sync',
      createDate: '2026-11-20T09:00:00.000Z',
      last4: 'x9Qe',
      lastUsedAt: null,
    },
  });

const TokenId = z.object({ id: z.coerce.number().int().positive().openapi({ example: 3 }) });

const sessionOnly = 'Only from a signed-in web session: an API token cannot manage tokens.';

export const listApiTokens = createRoute({
  method: 'get',
  path: '/api/apiTokens',
  tags: ['API tokens'],
  operationId: 'listApiTokens',
  security: WEB_SESSION,
  summary: 'Your API tokens in this account',
  description: `Name, creation date, last 4 characters and last use; never the token itself. ${sessionOnly}`,
  request: { query: pagingQuery() },
  responses: {
    200: jsonResponse(listOf(ApiTokenView, 'ApiTokenList'), 'The tokens.'),
    ...errorResponses(400, 401, 403),
  },
});

export const createApiToken = createRoute({
  method: 'post',
  path: '/api/apiTokens',
  tags: ['API tokens'],
  operationId: 'createApiToken',
  security: WEB_SESSION,
  summary: 'Create an API token (shown in full only in this answer)',
  description: `Use it as \`Authorization: Bearer <token>\`: it acts as you in this account. Only its hash is kept, so copy it now. ${sessionOnly}`,
  request: {
    body: jsonBody(
      z.object({ name: TokenName }).openapi('CreateApiTokenRequest', { example: { name: 'CRM sync' } }),
    ),
  },
  responses: {
    201: jsonResponse(
      ApiTokenView.extend({ token: z.string() }).openapi('CreatedApiToken'),
      'The new token, in full, once.',
    ),
    ...errorResponses(400, 401, 403, 415),
  },
});

export const renameApiToken = createRoute({
  method: 'patch',
  path: '/api/apiTokens/{id}',
  tags: ['API tokens'],
  operationId: 'renameApiToken',
  security: WEB_SESSION,
  summary: 'Rename an API token',
  description: sessionOnly,
  request: {
    params: TokenId,
    body: jsonBody(z.object({ name: TokenName }).openapi('RenameApiTokenRequest')),
  },
  responses: { 200: jsonResponse(ApiTokenView, 'Renamed.'), ...errorResponses(400, 401, 403, 404, 415) },
});

export const deleteApiToken = createRoute({
  method: 'delete',
  path: '/api/apiTokens/{id}',
  tags: ['API tokens'],
  operationId: 'deleteApiToken',
  security: WEB_SESSION,
  summary: 'Delete (revoke) an API token',
  description: `The token stops working at once. ${sessionOnly}`,
  request: { params: TokenId },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(400, 401, 403, 404) },
});
