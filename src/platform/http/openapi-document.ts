import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './env.ts';

export const API_INFO = {
  title: 'Numberyard API',
  version: '1.0.0',
  description: [
    'The Numberyard marketplace and account API. The web site uses it with a session cookie;',
    'programs use it with an API token: `Authorization: Bearer <token>` (create one at /account/api-tokens).',
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
    description: 'An API token created at /account/api-tokens.',
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
