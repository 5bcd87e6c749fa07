import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { EstimateTaxes } from '../../app/estimate-taxes.ts';
import { estimateTaxes } from './tax-estimate.contract.ts';

export interface TaxEstimateHttpDeps {
  estimateTaxes: EstimateTaxes;
  clientIp: (c: Context) => string;
}

export function mountTaxEstimateRoutes(app: OpenAPIHono<AppEnv>, deps: TaxEstimateHttpDeps) {
  app.openapi(estimateTaxes, async (c) => {
    const { state, zip, lines } = c.req.valid('json');
    return c.json(await deps.estimateTaxes({ state, zip, lines }, { ip: deps.clientIp(c) }), 200);
  });
}
