import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeListNewNumbers } from '../../app/new-numbers.ts';
import type { makeGetPricing } from '../../app/pricing.ts';
import { listStateNpa } from '../../app/state-npa.ts';
import { brandById } from '../../domain/reference/brands.ts';
import { getPricing, getStateNpa, listNewTelephoneNumbers } from './reference.contract.ts';

export interface ReferenceHttpDeps {
  getPricing: ReturnType<typeof makeGetPricing>;
  listNewNumbers: ReturnType<typeof makeListNewNumbers>;
}

export function mountReferenceRoutes(app: OpenAPIHono<AppEnv>, deps: ReferenceHttpDeps) {
  app.openapi(getStateNpa, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(listStateNpa(), 200);
  });

  app.openapi(getPricing, async (c) => {
    const { brandingId, accountId } = c.req.valid('query');
    const query = { brandingId: brandingId ?? brandById(c.get('brandingId')).brandingId, accountId };
    const caller = c.get('caller');
    // Another account's prices are a staff tool: the staff guard's rules apply (no API token; MFA when required).
    if (accountId !== undefined && caller.kind === 'member' && caller.accountId !== accountId)
      requireStaff(c);
    return c.json(await deps.getPricing(caller, query, c.get('logger')), 200);
  });

  app.openapi(listNewTelephoneNumbers, async (c) => {
    requireStaff(c);
    const { search, sort, $limit, $skip } = c.req.valid('query');
    return c.json(await deps.listNewNumbers({ search, sort, limit: $limit, skip: $skip }), 200);
  });
}
