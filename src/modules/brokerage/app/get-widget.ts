import { type WidgetAccessDeps, type WidgetView, widgetOrNotFound } from './widget-access.ts';

/**
 * GET /api/widget/{token} and the widget's page (docs/adr/0064): the broker's company name and site, and the
 * origin allowed to frame the widget. 404 for an unknown token (misses are rate limited per address).
 */
export function makeGetWidget(deps: WidgetAccessDeps) {
  return async function getWidget(token: string, ip: string): Promise<WidgetView> {
    return (await widgetOrNotFound(deps, token, ip)).view;
  };
}
