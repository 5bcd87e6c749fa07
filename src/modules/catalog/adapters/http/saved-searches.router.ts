import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { makeCreateSavedSearch } from '../../app/create-saved-search.ts';
import type { makeShowSavedSearchAlert } from '../../app/show-saved-search-alert.ts';
import type { makeUnsubscribeSavedSearch } from '../../app/unsubscribe-saved-search.ts';
import { createSavedSearch, getSavedSearchAlert, unsubscribeSavedSearch } from './saved-searches.contract.ts';

export interface SavedSearchHttpDeps {
  createSavedSearch: ReturnType<typeof makeCreateSavedSearch>;
  showSavedSearchAlert: ReturnType<typeof makeShowSavedSearchAlert>;
  unsubscribeSavedSearch: ReturnType<typeof makeUnsubscribeSavedSearch>;
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

  app.openapi(getSavedSearchAlert, async (c) => {
    const { id } = c.req.valid('param');
    const { token } = c.req.valid('query');
    return c.json(await deps.showSavedSearchAlert({ id, token }), 200);
  });

  app.openapi(unsubscribeSavedSearch, async (c) => {
    const { id } = c.req.valid('param');
    const { token } = c.req.valid('json');
    return c.json(await deps.unsubscribeSavedSearch({ id, token }), 200);
  });
}
