import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeExtendDunning } from '../../app/extend-dunning.ts';
import type { makeListDunningAccounts } from '../../app/list-dunning-accounts.ts';
import type { makeRetryDunningNow } from '../../app/retry-dunning-now.ts';
import { extendDunning, listDunningAccounts, retryDunningNow } from './admin-dunning.contract.ts';

export interface AdminDunningRouteDeps {
  listDunningAccounts: ReturnType<typeof makeListDunningAccounts>;
  retryDunningNow: ReturnType<typeof makeRetryDunningNow>;
  extendDunning: ReturnType<typeof makeExtendDunning>;
}

/** /api/admin/dunning (docs/adr/0074): the accounts in dunning and the staff actions on them. */
export function mountAdminDunningRoutes(app: OpenAPIHono<AppEnv>, deps: AdminDunningRouteDeps) {
  app.openapi(listDunningAccounts, async (c) => {
    requireStaff(c);
    const query = c.req.valid('query');
    const page = { skip: query.$skip, limit: query.$limit };
    const filter = query.retriesDone === undefined ? {} : { retriesDone: query.retriesDone };
    return c.json(await deps.listDunningAccounts({ ...page, ...filter }), 200);
  });

  app.openapi(retryDunningNow, async (c) => {
    const staff = requireStaff(c);
    const { accountId } = c.req.valid('param');
    return c.json(await deps.retryDunningNow({ accountId, staffUserId: staff.userId }), 200);
  });

  app.openapi(extendDunning, async (c) => {
    const staff = requireStaff(c);
    const { days, note } = c.req.valid('json');
    const { accountId } = c.req.valid('param');
    return c.json(await deps.extendDunning({ accountId, days, note, staffUserId: staff.userId }), 200);
  });
}
