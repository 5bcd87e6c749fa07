import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireSessionAdmin } from '../../../../platform/http/guards.ts';
import {
  inviteAccountUser,
  listAccountUsers,
  removeAccountUser,
  updateAccountUser,
} from './account-users.contract.ts';
import type { AccountsHttpDeps } from './http-deps.ts';

export function mountAccountUserRoutes(app: OpenAPIHono<AppEnv>, deps: AccountsHttpDeps) {
  app.openapi(listAccountUsers, async (c) => {
    const { $skip, $limit } = c.req.valid('query');
    return c.json(await deps.listAccountUsers(requireSessionAdmin(c), { limit: $limit, offset: $skip }), 200);
  });

  app.openapi(inviteAccountUser, async (c) =>
    c.json(await deps.inviteAccountUser(requireSessionAdmin(c), c.req.valid('json')), 201),
  );

  app.openapi(updateAccountUser, async (c) => {
    const { userId } = c.req.valid('param');
    return c.json(await deps.updateAccountUser(requireSessionAdmin(c), userId, c.req.valid('json')), 200);
  });

  app.openapi(removeAccountUser, async (c) => {
    await deps.removeAccountUser(requireSessionAdmin(c), c.req.valid('param').userId);
    return c.body(null, 204);
  });
}
