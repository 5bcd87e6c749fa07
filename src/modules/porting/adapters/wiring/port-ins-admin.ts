import type { OpenAPIHono } from '@hono/zod-openapi';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Jobs } from '../../../../platform/jobs/jobs.ts';
import type { AdminModule } from '../../../admin/index.ts';
import { makeCancelPortIn } from '../../app/cancel-port-in.ts';
import { makeCountStaffPortIns, makeListStaffPortIns } from '../../app/list-staff-port-ins.ts';
import { makeRecheckPortIn, type RecheckPortInDeps } from '../../app/recheck-port-in.ts';
import { makeRemindPortIn } from '../../app/remind-port-in.ts';
import { makeResubmitPortIn } from '../../app/resubmit-port-in.ts';
import type { PortInCarrier } from '../../ports/port-in-carrier.ts';
import { adminPortInAudit } from '../admin/admin-port-in-audit.ts';
import { MikroOrmPortInStaffQueue } from '../db/mikro-orm-port-in-staff-queue.ts';
import { mountStaffPortInRoutes } from '../http/staff-port-ins.router.ts';

/** The staff port-in queue (docs/adr/0073): its count for the admin home, its list and actions. */
export function portInsAdmin(
  options: Omit<RecheckPortInDeps, 'audit' | 'carrier'> & {
    em: () => EntityManager;
    admin: Pick<AdminModule, 'audit'>;
    carrier: PortInCarrier;
    jobs: Jobs;
  },
) {
  const queue = new MikroOrmPortInStaffQueue(options.em);
  const deps = { ...options, audit: adminPortInAudit(options.admin) };
  const routes = {
    list: makeListStaffPortIns({ ...deps, queue }),
    check: makeRecheckPortIn(deps),
    resubmit: makeResubmitPortIn(deps),
    remind: makeRemindPortIn(deps),
    cancel: makeCancelPortIn(deps),
  };
  return {
    count: makeCountStaffPortIns({ queue, clock: options.clock }),
    mount: (app: OpenAPIHono<AppEnv>) => mountStaffPortInRoutes(app, routes),
  };
}
