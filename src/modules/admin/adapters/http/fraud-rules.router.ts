import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeCreateFraudRule } from '../../app/create-fraud-rule.ts';
import type { makeDeleteFraudRule } from '../../app/delete-fraud-rule.ts';
import type { makeListFraudRules } from '../../app/list-fraud-rules.ts';
import type { makeUpdateFraudRule } from '../../app/update-fraud-rule.ts';
import {
  createFraudRule,
  deleteFraudRule,
  fraudRuleList,
  listFraudRules,
  updateFraudRule,
} from './fraud-rules.contract.ts';

export interface FraudRuleRouteDeps {
  list: ReturnType<typeof makeListFraudRules>;
  create: ReturnType<typeof makeCreateFraudRule>;
  update: ReturnType<typeof makeUpdateFraudRule>;
  remove: ReturnType<typeof makeDeleteFraudRule>;
}

export function mountFraudRuleRoutes(app: OpenAPIHono<AppEnv>, rules: FraudRuleRouteDeps) {
  app.openapi(listFraudRules, async (c) => {
    requireStaff(c);
    return c.json(await rules.list(fraudRuleList.parse(c.req.queries())), 200);
  });

  app.openapi(createFraudRule, async (c) => {
    const staff = requireStaff(c);
    const { comment = '', priority = 0, ...rule } = c.req.valid('json');
    return c.json(await rules.create({ ...rule, comment, priority, staffUserId: staff.userId }), 201);
  });

  app.openapi(updateFraudRule, async (c) => {
    const staff = requireStaff(c);
    const changes = c.req.valid('json');
    const rule = await rules.update({
      fraudRuleId: c.req.valid('param').id,
      changes,
      staffUserId: staff.userId,
    });
    return c.json(rule, 200);
  });

  app.openapi(deleteFraudRule, async (c) => {
    const staff = requireStaff(c);
    await rules.remove({ fraudRuleId: c.req.valid('param').id, staffUserId: staff.userId });
    return c.body(null, 204);
  });
}
