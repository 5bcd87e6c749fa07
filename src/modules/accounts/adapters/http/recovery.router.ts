import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { AccountsHttpDeps } from './http-deps.ts';
import { getRecovery, requestRecovery, resetPassword } from './recovery.contract.ts';

export function mountRecoveryRoutes(app: OpenAPIHono<AppEnv>, deps: AccountsHttpDeps) {
  app.openapi(requestRecovery, async (c) => {
    const body = c.req.valid('json');
    const message = await deps.requestRecovery({ ...body, ip: deps.clientIp(c) });
    return c.json({ message }, 202);
  });

  app.openapi(getRecovery, async (c) => {
    const { token } = c.req.valid('param');
    return c.json(await deps.getRecoveryState({ token, ip: deps.clientIp(c) }), 200);
  });

  app.openapi(resetPassword, async (c) => {
    const { token } = c.req.valid('param');
    const body = c.req.valid('json');
    return c.json(await deps.resetPassword({ ...body, token, ip: deps.clientIp(c) }), 200);
  });
}
