import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { makeSearchNumbers } from '../../app/search-numbers.ts';
import type { makeSearchRateLimit } from '../../app/search-rate-limit.ts';
import { tnSearch } from './search.contract.ts';

export function mountSearchRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: {
    searchNumbers: ReturnType<typeof makeSearchNumbers>;
    countSearch: ReturnType<typeof makeSearchRateLimit>;
    clientIp: (c: Context) => string;
  },
) {
  app.openapi(tnSearch, async (c) => {
    await deps.countSearch(deps.clientIp(c));
    const { $limit, $skip, after, withAggregations, basketUuid, ...request } = c.req.valid('query');
    const caller = c.get('caller');
    const result = await deps.searchNumbers({
      request,
      raw: new URL(c.req.url).searchParams,
      page: { limit: $limit, skip: $skip, after: after ?? null },
      withAggregations,
      basketUuid: basketUuid ?? null,
      caller: {
        isEmployee: caller.kind === 'member' && caller.isEmployee,
        accountId: caller.kind === 'member' ? caller.accountId : null,
      },
    });
    return c.json(result, 200);
  });
}
