import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeStaffSummary } from '../../app/staff-summary.ts';
import { staffSummary } from './summary.contract.ts';

export function mountSummaryRoutes(app: OpenAPIHono<AppEnv>, summary: ReturnType<typeof makeStaffSummary>) {
  app.openapi(staffSummary, async (c) => {
    requireStaff(c);
    return c.json(await summary(), 200);
  });
}
