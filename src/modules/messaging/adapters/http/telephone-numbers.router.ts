import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireMember } from '../../../../platform/http/guards.ts';
import type { makeListAccountNumbers } from '../../app/list-account-numbers.ts';
import { listTelephoneNumbers, telephoneNumberList } from './telephone-numbers.contract.ts';

export interface TelephoneNumberRouteDeps {
  listAccountNumbers: ReturnType<typeof makeListAccountNumbers>;
}

export function mountTelephoneNumberRoutes(app: OpenAPIHono<AppEnv>, deps: TelephoneNumberRouteDeps) {
  app.openapi(listTelephoneNumbers, async (c) => {
    const caller = requireMember(c);
    const query = telephoneNumberList.parse(c.req.queries());
    const { accountId, brandingId, role, userId } = caller;
    return c.json(await deps.listAccountNumbers({ accountId, brandingId, role, userId, query }), 200);
  });
}
