import type { Clock } from '../../../platform/clock/clock.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { NotFoundError } from '../../../shared/domain-error.ts';
import type { BasketUser } from '../domain/basket.ts';
import type { WidgetPrices } from '../ports/widget-prices.ts';
import type { BasketView } from './basket-view.ts';
import type { makeCreateBasket } from './create-basket.ts';

/** No broker has this widget token (or it was replaced): the same answer as an unknown widget page. */
export class WidgetNotFound extends NotFoundError {
  constructor() {
    super('widget.not_found', 'This search widget does not exist.');
  }
}

/** As brokerage's limit on wrong widget tokens per address an hour (docs/adr/0064). */
const WIDGET_TOKEN_MISSES_PER_IP_PER_HOUR = 30;

/**
 * POST /api/widget/{token}/baskets (docs/adr/0064): an empty basket for a broker's embedded search widget. The
 * server writes the widget's token into the basket data (`widgetToken`; no client can: the basket contracts
 * drop the key), so its numbers are priced with the broker's markup and its sale pays the broker.
 */
export function makeCreateWidgetBasket(deps: {
  createBasket: ReturnType<typeof makeCreateBasket>;
  widgets: WidgetPrices;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  return async function createWidgetBasket(input: {
    widgetToken: string;
    user: BasketUser;
    ip: string;
  }): Promise<BasketView> {
    const config = await deps.tx(() => deps.widgets.configOf(input.widgetToken));
    if (!config) {
      // A wrong token counts against the address like one at GET /api/widget/{token} (the same counter).
      await deps.rateLimiter.hit(
        [
          {
            key: `widget-token:ip:${input.ip}`,
            limit: WIDGET_TOKEN_MISSES_PER_IP_PER_HOUR,
            windowMs: 3_600_000,
          },
        ],
        deps.clock.now(),
      );
      throw new WidgetNotFound();
    }
    return deps.createBasket(input.user, input.ip, { widgetToken: input.widgetToken });
  };
}
