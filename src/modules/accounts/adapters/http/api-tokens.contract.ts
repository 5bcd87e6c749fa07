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
import { API_TOKEN_MAX_LIFETIME_DAYS, API_TOKEN_SCOPES } from '../../../../shared/api-token-scope.ts';

const TOKEN_EXAMPLE = {
  id: 3,
  name: 'CRM sync',
  createDate: '2026-11-20T09:00:00.000Z',
  last4: 'x9Qe',
  lastUsedAt: null,
  scope: 'read-only' as const,
  expiresAt: '2027-02-18T09:00:00.000Z',
  isExpired: false,
};

const TokenScope = z.enum(API_TOKEN_SCOPES).openapi({
  description:
    '`read-only`: the token may only make GET and HEAD requests, anywhere in the API (any other method answers 403 `auth.read_only_token`). `full`: it may do whatever its user may in this account (managing tokens and account users still needs the web site).',
  example: 'read-only',
});

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
    lastUsedAt: z.string().datetime().nullable().describe('The last call made with it, to the minute.'),
    scope: TokenScope,
    expiresAt: z
      .string()
      .datetime()
      .nullable()
      .describe('From this instant the token is refused with 401; null: it never expires.'),
    isExpired: z.boolean().describe('Whether `expiresAt` has passed.'),
  })
  .openapi('ApiToken', { example: TOKEN_EXAMPLE });

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
  description: `Use it as \`Authorization: Bearer <token>\`: it acts as you in this account, within its scope, until it expires. Only its hash is kept, so copy it now. ${sessionOnly}`,
  request: {
    body: jsonBody(
      z
        .object({
          name: TokenName,
          scope: TokenScope.default('full'),
          expiresAt: z
            .string()
            .datetime({ offset: true, message: 'Invalid date.' })
            .nullable()
            .optional()
            .describe(
              `When the token stops working; null or absent: never. Must be in the future and within ${API_TOKEN_MAX_LIFETIME_DAYS} days.`,
            ),
        })
        .openapi('CreateApiTokenRequest', {
          example: { name: 'CRM sync', scope: 'read-only', expiresAt: '2027-02-18T09:00:00.000Z' },
        }),
    ),
  },
  responses: {
    201: jsonResponse(
      ApiTokenView.extend({
        token: z.string().describe('The secret to send as `Authorization: Bearer <token>`. Shown only here.'),
      }).openapi('CreatedApiToken', {
        example: { ...TOKEN_EXAMPLE, token: 'ny_q2V1b3hJc0RrT2pVZk1lTnRYbUx4a0pZcE5RbHd4x9Qe' },
      }),
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
