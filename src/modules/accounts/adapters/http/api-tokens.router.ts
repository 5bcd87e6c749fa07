import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireSession } from '../../../../platform/http/guards.ts';
import { createApiToken, deleteApiToken, listApiTokens, renameApiToken } from './api-tokens.contract.ts';
import type { AccountsHttpDeps } from './http-deps.ts';

/** Tokens are managed from a web session only: a leaked token must not be able to mint more. */
export function mountApiTokenRoutes(app: OpenAPIHono<AppEnv>, deps: AccountsHttpDeps) {
  app.openapi(listApiTokens, async (c) => {
    const { $skip, $limit } = c.req.valid('query');
    return c.json(await deps.listApiTokens(requireSession(c), { limit: $limit, offset: $skip }), 200);
  });

  app.openapi(createApiToken, async (c) => {
    const { name, scope, expiresAt } = c.req.valid('json');
    const input = { name, scope, expiresAt: expiresAt ? new Date(expiresAt) : null };
    return c.json(await deps.createApiToken(requireSession(c), input), 201);
  });

  app.openapi(renameApiToken, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await deps.renameApiToken(requireSession(c), id, c.req.valid('json').name), 200);
  });

  app.openapi(deleteApiToken, async (c) => {
    await deps.deleteApiToken(requireSession(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
