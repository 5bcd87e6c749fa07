import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { makeCreateSavedSearch } from '../../app/saved-searches.ts';
import { createSavedSearch } from './saved-searches.contract.ts';

export interface SavedSearchHttpDeps {
  createSavedSearch: ReturnType<typeof makeCreateSavedSearch>;
  clientIp: (c: Context) => string;
}

export function mountSavedSearchRoutes(app: OpenAPIHono<AppEnv>, deps: SavedSearchHttpDeps) {
  app.openapi(createSavedSearch, async (c) => {
    const { search, email, recaptchaToken } = c.req.valid('json');
    const saved = await deps.createSavedSearch({
      email,
      search,
      recaptchaToken,
      brandingId: c.get('brandingId'),
      ip: deps.clientIp(c),
    });
    return c.json(saved, 201);
  });
}
