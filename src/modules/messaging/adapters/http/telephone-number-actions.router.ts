import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireAccountAdmin, requireMember } from '../../../../platform/http/guards.ts';
import type { makeChangePlan } from '../../app/change-plan.ts';
import type { makeEditAccountNumber } from '../../app/edit-account-number.ts';
import type { makePreviewPlanChange } from '../../app/preview-plan-change.ts';
import type { makeReleaseAccountNumber } from '../../app/release-account-number.ts';
import {
  changePlan,
  previewPlanChange,
  releaseTelephoneNumber,
  updateTelephoneNumber,
} from './telephone-number-actions.contract.ts';

export interface TelephoneNumberActionDeps {
  editAccountNumber: ReturnType<typeof makeEditAccountNumber>;
  previewPlanChange: ReturnType<typeof makePreviewPlanChange>;
  changePlan: ReturnType<typeof makeChangePlan>;
  releaseAccountNumber: ReturnType<typeof makeReleaseAccountNumber>;
}

/** One number's nickname, assignment, plan and release (docs/adr/0034). */
export function mountTelephoneNumberActionRoutes(app: OpenAPIHono<AppEnv>, deps: TelephoneNumberActionDeps) {
  app.openapi(updateTelephoneNumber, async (c) => {
    const { tn } = c.req.valid('param');
    return c.json(await deps.editAccountNumber(requireMember(c), tn, c.req.valid('json')), 200);
  });

  app.openapi(previewPlanChange, async (c) => {
    const { tn } = c.req.valid('param');
    return c.json(await deps.previewPlanChange(requireAccountAdmin(c), tn, c.req.valid('query').planId), 200);
  });

  app.openapi(changePlan, async (c) => {
    const { tn } = c.req.valid('param');
    return c.json(await deps.changePlan(requireAccountAdmin(c), tn, c.req.valid('json').planId), 200);
  });

  app.openapi(releaseTelephoneNumber, async (c) => {
    await deps.releaseAccountNumber(requireAccountAdmin(c), c.req.valid('param').tn);
    return c.body(null, 204);
  });
}
