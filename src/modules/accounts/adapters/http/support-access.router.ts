import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeEndSupport } from '../../app/end-support.ts';
import type { makeStartSupport } from '../../app/start-support.ts';
import type { makeSearchAccounts } from '../../app/support-access.ts';
import { endSupport, searchAccounts, startSupport } from './support-access.contract.ts';

export interface SupportAccessHttpDeps {
  searchAccounts: ReturnType<typeof makeSearchAccounts>;
  startSupport: ReturnType<typeof makeStartSupport>;
  endSupport: ReturnType<typeof makeEndSupport>;
}

/** Staff support access to customer accounts (docs/adr/0080). */
export function mountSupportAccessRoutes(app: OpenAPIHono<AppEnv>, deps: SupportAccessHttpDeps) {
  app.openapi(searchAccounts, async (c) => {
    const staff = requireStaff(c);
    const query = c.req.valid('query');
    return c.json(
      await deps.searchAccounts({
        text: query.search,
        staffUserId: staff.userId,
        limit: query.$limit,
        skip: query.$skip,
      }),
      200,
    );
  });

  app.openapi(startSupport, async (c) => {
    const staff = requireStaff(c);
    const { accountId } = c.req.valid('param');
    const { created, membership } = await deps.startSupport({ staffUserId: staff.userId, accountId });
    return created ? c.json(membership, 201) : c.json(membership, 200);
  });

  app.openapi(endSupport, async (c) => {
    const staff = requireStaff(c);
    await deps.endSupport({ staffUserId: staff.userId, accountId: c.req.valid('param').accountId });
    return c.body(null, 204);
  });
}
