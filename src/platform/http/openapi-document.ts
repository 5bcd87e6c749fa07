import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './env.ts';

export const API_INFO = {
  title: 'Numberyard API',
  version: '1.0.0',
  description: [
    'The Numberyard marketplace and account API. The web site uses it with a session cookie;',
    'programs use it with an API token: `Authorization: Bearer <token>` (create one at /account/api-tokens).',
    '',
    '**API tokens.** Each token has a scope: `read-only` tokens may only make `GET` and `HEAD` requests',
    '(any other method answers 403 with code `auth.read_only_token`), `full` tokens may do whatever their user',
    'may in the token’s account. A token may have an expiry; from then on, like a deleted token, it answers 401.',
    'Tokens never manage tokens or account users (403): that needs a signed-in web session.',
    'A password reset deletes all of the user’s tokens.',
    '',
    'Errors always have the shape `{ name, message, code, errors? }`, where `errors` maps a field to its message.',
    'Lists accept `$skip`, `$limit`, `$sort[field]=1|-1` and `field[$op]=value` with the operators',
    '`$eq $ne $in $nin $contains $like $ilike $lt $lte $gt $gte`, and answer `{ data, total, limit, skip }`.',
    'Money is always integer cents.',
  ].join('\n'),
};

/** The OpenAPI 3.1 document of every route registered on the app. */
export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiToken', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'ny_<random>',
    description:
      'An API token created at /account/api-tokens, sent as `Authorization: Bearer <token>`. Its scope is `read-only` (GET and HEAD only; other methods get 403 `auth.read_only_token`) or `full`; an expired or deleted token gets 401.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'ny_session',
    description:
      'The web session cookie (set by POST /api/session; named `__Host-ny_session` when served over HTTPS).',
  });
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: API_INFO,
    servers: [{ url: '/' }],
  });
}
