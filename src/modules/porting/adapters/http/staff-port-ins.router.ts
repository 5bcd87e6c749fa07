import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeCancelPortIn } from '../../app/cancel-port-in.ts';
import type { makeListStaffPortIns } from '../../app/list-staff-port-ins.ts';
import type { makeRecheckPortIn } from '../../app/recheck-port-in.ts';
import type { makeRemindPortIn } from '../../app/remind-port-in.ts';
import type { makeResubmitPortIn } from '../../app/resubmit-port-in.ts';
import {
  cancelStaffPortIn,
  checkStaffPortIn,
  listStaffPortIns,
  remindStaffPortIn,
  resubmitStaffPortIn,
  staffPortInList,
} from './staff-port-ins.contract.ts';

export interface StaffPortInRouteDeps {
  list: ReturnType<typeof makeListStaffPortIns>;
  check: ReturnType<typeof makeRecheckPortIn>;
  resubmit: ReturnType<typeof makeResubmitPortIn>;
  remind: ReturnType<typeof makeRemindPortIn>;
  cancel: ReturnType<typeof makeCancelPortIn>;
}

/** The staff port-in queue and its actions (docs/adr/0073): staff on a web session only. */
export function mountStaffPortInRoutes(app: OpenAPIHono<AppEnv>, deps: StaffPortInRouteDeps) {
  app.openapi(listStaffPortIns, async (c) => {
    requireStaff(c);
    const query = staffPortInList.parse(c.req.queries());
    return c.json(await deps.list({ state: c.req.valid('query').state ?? 'all', query }), 200);
  });

  for (const [route, action] of [
    [checkStaffPortIn, deps.check],
    [resubmitStaffPortIn, deps.resubmit],
    [remindStaffPortIn, deps.remind],
  ] as const)
    app.openapi(route, async (c) => {
      const { userId } = requireStaff(c);
      return c.json(await action({ id: c.req.valid('param').id, staffUserId: userId }), 200);
    });

  app.openapi(cancelStaffPortIn, async (c) => {
    const { userId } = requireStaff(c);
    const { note } = c.req.valid('json');
    return c.json(await deps.cancel({ id: c.req.valid('param').id, staffUserId: userId, note }), 200);
  });
}
