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
    return c.json(await deps.getPricing(c.get('caller'), query, c.get('logger')), 200);
  });

  app.openapi(listNewTelephoneNumbers, async (c) => {
    requireStaff(c);
    const { search, sort, $limit, $skip } = c.req.valid('query');
    return c.json(await deps.listNewNumbers({ search, sort, limit: $limit, skip: $skip }), 200);
  });
}
