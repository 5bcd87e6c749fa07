import type { EventPublisher } from '../../../platform/events/live-event.ts';

/** The live service of an account's numbers: the numbers page refreshes on it (web/src/api/live-events.ts). */
export const TELEPHONE_NUMBERS_SERVICE = 'telephone-numbers';

/** Tells the account's open pages that a number's SMS state changed (in the caller's transaction). */
export function publishSmsStateChanged(events: EventPublisher, accountId: number, tn: string): Promise<void> {
  return events.publish({ accountId, service: TELEPHONE_NUMBERS_SERVICE, type: 'patched', data: { tn } });
}
