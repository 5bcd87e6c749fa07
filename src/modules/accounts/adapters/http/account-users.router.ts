import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Context } from 'hono';
import { requireAccountAdmin, requireSession } from '../../../../platform/http/guards.ts';
import {
  inviteAccountUser,
  listAccountUsers,
  removeAccountUser,
  updateAccountUser,
} from './account-users.contract.ts';
import type { AccountsHttpDeps } from './http-deps.ts';

/** Who may use the account is managed from the web only: a leaked API token must not add people. */
const sessionAdmin = (c: Context<AppEnv>) => {
  requireSession(c);
  return requireAccountAdmin(c);
};

export function mountAccountUserRoutes(app: OpenAPIHono<AppEnv>, deps: AccountsHttpDeps) {
  app.openapi(listAccountUsers, async (c) => {
    const { $skip, $limit } = c.req.valid('query');
    return c.json(
      await deps.accountUsers.list(sessionAdmin(c), { limit: $limit, offset: $skip }),
      200,
    );
  });

  app.openapi(inviteAccountUser, async (c) =>
    c.json(await deps.accountUsers.invite(sessionAdmin(c), c.req.valid('json')), 201),
  );

  app.openapi(updateAccountUser, async (c) => {
    const { userId } = c.req.valid('param');
    return c.json(await deps.accountUsers.update(sessionAdmin(c), userId, c.req.valid('json')), 200);
  });

  app.openapi(removeAccountUser, async (c) => {
    await deps.accountUsers.remove(sessionAdmin(c), c.req.valid('param').userId);
    return c.body(null, 204);
  });
}
