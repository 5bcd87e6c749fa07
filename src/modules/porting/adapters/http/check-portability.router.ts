import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { makeCheckPortability } from '../../app/check-portability.ts';
import { checkPortability } from './check-portability.contract.ts';

export interface CheckPortabilityHttpDeps {
  checkPortability: ReturnType<typeof makeCheckPortability>;
  clientIp: (c: Context) => string;
}

export function mountCheckPortabilityRoutes(app: OpenAPIHono<AppEnv>, deps: CheckPortabilityHttpDeps) {
  app.openapi(checkPortability, async (c) => {
    const query = c.req.valid('query');
    const answer = await deps.checkPortability({
      tns: query.tns,
      recaptchaToken: query.recaptchaToken,
      ip: deps.clientIp(c),
    });
    return c.json(answer, 200);
  });
}
