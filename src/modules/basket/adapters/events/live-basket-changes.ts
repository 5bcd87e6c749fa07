import type { EventPublisher } from '../../../../platform/events/live-event.ts';
import type { BasketChanges } from '../../ports/basket-changes.ts';

/** The `service` of the basket's live events; the web refreshes its basket query on them. */
export const BASKET_EVENT_SERVICE = 'basket';

/** Basket changes as live events of the owning account (docs/adr/0004), `data` `{ basketUuid, itemId? }`. */
export function liveBasketChanges(events: EventPublisher): BasketChanges {
  return {
    publish: ({ accountId, type, ...data }) =>
      events.publish({ accountId, service: BASKET_EVENT_SERVICE, type, data }),
  };
}
