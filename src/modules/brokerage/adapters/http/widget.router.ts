import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { makeGetWidget } from '../../app/get-widget.ts';
import type { makeWidgetSearch } from '../../app/widget-search.ts';
import { getWidget, searchWidgetNumbers } from './widget.contract.ts';

export interface WidgetRouteDeps {
  getWidget: ReturnType<typeof makeGetWidget>;
  widgetSearch: ReturnType<typeof makeWidgetSearch>;
  clientIp: (c: Context) => string;
}

export function mountWidgetRoutes(app: OpenAPIHono<AppEnv>, deps: WidgetRouteDeps) {
  app.openapi(getWidget, async (c) =>
    c.json(await deps.getWidget(c.req.valid('param').token, deps.clientIp(c)), 200),
  );

  app.openapi(searchWidgetNumbers, async (c) => {
    const { $limit, $skip, ...criteria } = c.req.valid('query');
    const answer = await deps.widgetSearch(
      c.req.valid('param').token,
      { ...criteria, limit: $limit, skip: $skip },
      deps.clientIp(c),
    );
    return c.json(answer, 200);
  });
}
