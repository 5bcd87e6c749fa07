import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { NotFoundError } from '../../../shared/domain-error.ts';
import { DEFAULT_RESELLER_CONFIG, type ResellerConfig } from '../../../shared/reseller-settings-rules.ts';
import type { ResellerSettings } from '../domain/reseller-settings.ts';
import { widgetSiteOrigin } from '../domain/widget-site.ts';
import type { ResellerSettingsRepository } from '../ports/reseller-settings-repository.ts';

/** No broker has this widget token, or its settings name no http(s) site to be framed by. */
export class WidgetNotFound extends NotFoundError {
  constructor() {
    super('widget.not_found', 'This search widget does not exist.');
  }
}

/** Wrong tokens per address an hour: plenty for a broker who mistyped one, too few to guess a 24-byte token. */
export const WIDGET_TOKEN_MISSES_PER_IP_PER_HOUR = 30;

export interface WidgetAccessDeps {
  resellers: Pick<ResellerSettingsRepository, 'byWidgetToken'>;
  rateLimiter: RateLimiter;
  clock: Clock;
}

/** A broker's widget as its page shows it: the company, and the site (origin) allowed to frame it. */
export interface WidgetView {
  name: string;
  url: string;
  siteOrigin: string;
}

export interface LiveWidget {
  settings: ResellerSettings;
  view: WidgetView;
  config: ResellerConfig;
}

/** The widget of the token with the site that may frame it, or null (unknown token, no http(s) site). */
export async function liveWidget(
  resellers: Pick<ResellerSettingsRepository, 'byWidgetToken'>,
  token: string,
): Promise<LiveWidget | null> {
  const settings = await resellers.byWidgetToken(token);
  const siteOrigin = settings && widgetSiteOrigin(settings.url);
  if (!settings || !siteOrigin) return null;
  return {
    settings,
    view: { name: settings.name, url: settings.url, siteOrigin },
    config: { ...DEFAULT_RESELLER_CONFIG, ...settings.config },
  };
}

/** The live widget, or 404 (WidgetNotFound) after counting the miss against the address (429 past the limit). */
export async function widgetOrNotFound(
  deps: WidgetAccessDeps,
  token: string,
  ip: string,
): Promise<LiveWidget> {
  const widget = await liveWidget(deps.resellers, token);
  if (widget) return widget;
  await deps.rateLimiter.hit(
    [{ key: `widget-token:ip:${ip}`, limit: WIDGET_TOKEN_MISSES_PER_IP_PER_HOUR, windowMs: 3_600_000 }],
    deps.clock.now(),
  );
  throw new WidgetNotFound();
}
