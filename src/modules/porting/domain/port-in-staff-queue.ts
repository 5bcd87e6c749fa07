import { PARK_AFTER_DAYS, type PortInEvent } from './port-in-order.ts';

const DAY_MS = 86_400_000;

/**
 * The staff queue of port-ins (docs/adr/0072, 0073): orders the carrier rejected, and orders not closed
 * (completed or cancelled) PARK_AFTER_DAYS after they were placed. Which ones: 'rejected', 'late' or 'all'.
 */
export const PORT_IN_QUEUE_STATES = ['all', 'rejected', 'late'] as const;
export type PortInQueueState = (typeof PORT_IN_QUEUE_STATES)[number];

/** Orders placed at or before this instant are late (when not closed). */
export function lateCutoff(now: Date): Date {
  return new Date(now.getTime() - PARK_AFTER_DAYS * DAY_MS);
}

/** Whole days since the order was placed (0 on the day itself). */
export function daysOpen(placedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - placedAt.getTime()) / DAY_MS));
}

const CARRIER_KINDS = ['submitted', 'focDateSet', 'completed', 'rejected'] as const;

/** A timeline line the carrier caused. */
export type CarrierStep = PortInEvent & { kind: (typeof CARRIER_KINDS)[number] };

const isCarrierStep = (event: PortInEvent): event is CarrierStep =>
  (CARRIER_KINDS as readonly string[]).includes(event.kind);

/** The latest thing the carrier did with the order (submission included); null before it was submitted. */
export function lastCarrierEvent(events: readonly PortInEvent[]): CarrierStep | null {
  return events.findLast(isCarrierStep) ?? null;
}
