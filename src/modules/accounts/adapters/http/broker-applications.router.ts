import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { forbidden, requireSession, requireStaff } from '../../../../platform/http/guards.ts';
import type { makeApplyToSell } from '../../app/apply-to-sell.ts';
import type { makeDecideBrokerApplication } from '../../app/decide-broker-application.ts';
import type { makeListBrokerApplications } from '../../app/list-broker-applications.ts';
import {
  applyToSell,
  brokerApplicationList,
  decideBrokerApplication,
  listBrokerApplications,
} from './broker-applications.contract.ts';

export interface BrokerApplicationHttpDeps {
  applyToSell: ReturnType<typeof makeApplyToSell>;
  listBrokerApplications: ReturnType<typeof makeListBrokerApplications>;
  decideBrokerApplication: ReturnType<typeof makeDecideBrokerApplication>;
}

export function mountBrokerApplicationRoutes(app: OpenAPIHono<AppEnv>, deps: BrokerApplicationHttpDeps) {
  app.openapi(applyToSell, async (c) => {
    const caller = requireSession(c);
    if (caller.role !== 'admin') throw forbidden('Only an account admin can apply to sell numbers.');
    const body = c.req.valid('json');
    return c.json(
      await deps.applyToSell({ ...body, accountId: caller.accountId, userId: caller.userId }),
      201,
    );
  });

  app.openapi(listBrokerApplications, async (c) => {
    requireStaff(c);
    return c.json(await deps.listBrokerApplications(brokerApplicationList.parse(c.req.queries())), 200);
  });

  app.openapi(decideBrokerApplication, async (c) => {
    const staff = requireStaff(c);
    const decided = await deps.decideBrokerApplication({
      brokerApplicationId: c.req.valid('param').id,
      status: c.req.valid('json').status,
      staffUserId: staff.userId,
    });
    return c.json(decided, 200);
  });
}
