import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireAccountAdmin } from '../../../../platform/http/guards.ts';
import type { makeCorrectPortIn } from '../../app/correct-port-in.ts';
import type { makeGetPortIn } from '../../app/get-port-in.ts';
import type { makeListPortIns } from '../../app/list-port-ins.ts';
import { correctPortIn, getPortIn, listPortIns, portInList } from './port-ins.contract.ts';

export interface PortInRouteDeps {
  listPortIns: ReturnType<typeof makeListPortIns>;
  getPortIn: ReturnType<typeof makeGetPortIn>;
  correctPortIn: ReturnType<typeof makeCorrectPortIn>;
}

export function mountPortInRoutes(app: OpenAPIHono<AppEnv>, deps: PortInRouteDeps) {
  app.openapi(listPortIns, async (c) => {
    const { accountId } = requireAccountAdmin(c);
    return c.json(await deps.listPortIns({ accountId, query: portInList.parse(c.req.queries()) }), 200);
  });

  app.openapi(getPortIn, async (c) => {
    const { accountId } = requireAccountAdmin(c);
    return c.json(await deps.getPortIn({ accountId, id: c.req.valid('param').id }), 200);
  });

  app.openapi(correctPortIn, async (c) => {
    const { accountId } = requireAccountAdmin(c);
    const { id } = c.req.valid('param');
    return c.json(await deps.correctPortIn({ accountId, id, correction: c.req.valid('json') }), 200);
  });
}
