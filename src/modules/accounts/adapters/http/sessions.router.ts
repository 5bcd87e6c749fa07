import type { OpenAPIHono } from '@hono/zod-openapi';
import { deleteCookie } from 'hono/cookie';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireSession } from '../../../../platform/http/guards.ts';
import type { AccountsHttpDeps } from './http-deps.ts';
import { listSessions, revokeSession } from './sessions.contract.ts';

export function mountSignedInSessionRoutes(app: OpenAPIHono<AppEnv>, deps: AccountsHttpDeps) {
  app.openapi(listSessions, async (c) => {
    const data = await deps.listSessions(requireSession(c));
    return c.json({ data, total: data.length }, 200);
  });

  app.openapi(revokeSession, async (c) => {
    const { wasCurrent } = await deps.revokeSession(requireSession(c), c.req.valid('param').id);
    if (wasCurrent) deleteCookie(c, deps.cookieName, { path: '/', secure: deps.secureCookies });
    return c.body(null, 204);
  });
}
