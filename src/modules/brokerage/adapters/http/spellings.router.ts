import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeDecideSpellingRequest } from '../../app/decide-spelling-request.ts';
import type { makeListSpellingRequests } from '../../app/list-spelling-requests.ts';
import { decideSpellingRequest, listSpellingRequests, spellingRequestList } from './spellings.contract.ts';

export interface SpellingRouteDeps {
  listSpellingRequests: ReturnType<typeof makeListSpellingRequests>;
  decideSpellingRequest: ReturnType<typeof makeDecideSpellingRequest>;
}

/** The staff queue of vanity spellings (/admin/spellings). */
export function mountSpellingRoutes(app: OpenAPIHono<AppEnv>, deps: SpellingRouteDeps) {
  app.openapi(listSpellingRequests, async (c) => {
    requireStaff(c);
    return c.json(await deps.listSpellingRequests(spellingRequestList.parse(c.req.queries())), 200);
  });

  app.openapi(decideSpellingRequest, async (c) => {
    const staff = requireStaff(c);
    const body = c.req.valid('json');
    const decided = await deps.decideSpellingRequest({
      id: c.req.valid('param').id,
      status: body.status,
      reason: body.reason,
      staffUserId: staff.userId,
    });
    return c.json(decided, 200);
  });
}
