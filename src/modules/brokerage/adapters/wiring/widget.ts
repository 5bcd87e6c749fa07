import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import type { ResellerConfig } from '../../../../shared/reseller-settings-rules.ts';
import type { CatalogModule } from '../../../catalog/index.ts';
import { makeGetWidget } from '../../app/get-widget.ts';
import { liveWidget } from '../../app/widget-access.ts';
import { makeWidgetSearch } from '../../app/widget-search.ts';
import type { BrokerageCore } from '../../index.ts';
import { catalogWidgetSearch } from '../catalog/catalog-widget-search.ts';
import { mountWidgetRoutes } from '../http/widget.router.ts';
import { mountWidgetPages } from '../http/widget-pages.ts';

/** What compose hands the embedded search widget: the catalog's search and the platform's rate limits. */
export interface WidgetOptions {
  catalog: Pick<CatalogModule, 'searchNumbers'>;
  rateLimiter: RateLimiter;
  clientIp: (c: Context) => string;
}

/**
 * The embedded search widget (docs/adr/0064): its loader, page and demo, its search at the broker's prices,
 * and, for the basket, a widget's pricing config (the basket prices a widget basket's numbers by it).
 */
export function widgetPart(core: BrokerageCore, options: WidgetOptions) {
  const deps = { resellers: core.resellers, rateLimiter: options.rateLimiter, clock: core.clock };
  return {
    facade: {
      /** For the basket: the widget's pricing config, null for an unknown token. Caller's transaction. */
      widgetConfig: async (token: string): Promise<ResellerConfig | null> =>
        (await liveWidget(core.resellers, token))?.config ?? null,
    },
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountWidgetPages(app, core, { ...deps, clientIp: options.clientIp });
      mountWidgetRoutes(app, {
        getWidget: makeGetWidget(deps),
        widgetSearch: makeWidgetSearch({ ...deps, search: catalogWidgetSearch(options.catalog) }),
        clientIp: options.clientIp,
      });
    },
  };
}
