import type { Clock } from '../../../platform/clock/clock.ts';
import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import type { PortInStatus } from '../domain/port-in-order.ts';
import { PortInNotFound } from '../domain/porting.errors.ts';
import type { PortInCarrierStatus } from '../ports/port-in-carrier.ts';
import type { ProcessedCarrierEvents } from '../ports/processed-carrier-events.ts';
import { type ApplyCarrierAnswerDeps, applyCarrierAnswer } from './apply-carrier-answer.ts';

/** What the carrier tells us of one of its port-in orders (POST /api/carrier/port-in-events). */
export type PortInCarrierEvent = { eventId: string; carrierOrderId: string } & (
  | { status: 'focDateSet'; focDate: string }
  | { status: 'completed'; focDate?: string | undefined }
  | { status: 'rejected'; reasonCode: string; reasonText: string }
);

export interface ReceivePortInEventDeps extends ApplyCarrierAnswerDeps {
  events: ProcessedCarrierEvents;
  clock: Clock;
  tx: Transactional;
}

export interface PortInEventReceipt {
  orderId: number;
  status: PortInStatus;
  /** The event id was applied before: nothing was done again. */
  duplicate: boolean;
}

/**
 * The carrier's webhook: under the order's row lock, the event id is recorded and the event applied as the
 * check job applies a polled answer (applyCarrierAnswer: timeline, mail, activation and fee on completion),
 * all in one transaction. A redelivered event id changes nothing; an order the carrier id does not name (or
 * an earlier submission of a resubmitted one) is PortInNotFound (404) and nothing is recorded.
 */
export function makeReceivePortInEvent(deps: ReceivePortInEventDeps) {
  const { orders, events, clock, tx } = deps;
  return async function receivePortInEvent(event: PortInCarrierEvent): Promise<PortInEventReceipt> {
    return tx(async () => {
      const order = await orders.findByCarrierOrderId(event.carrierOrderId, { lock: true });
      if (!order) throw new PortInNotFound();
      const now = clock.now();
      const fresh = await events.markProcessed(event.eventId, event.status, now);
      if (fresh) await applyCarrierAnswer(deps, order, answerOf(event, order.focDate, now), now);
      return { orderId: order.id, status: order.status, duplicate: !fresh };
    });
  };
}

function answerOf(event: PortInCarrierEvent, knownFocDate: string | null, now: Date): PortInCarrierStatus {
  switch (event.status) {
    case 'rejected':
      return { status: 'rejected', reasonCode: event.reasonCode, reasonText: event.reasonText };
    case 'focDateSet':
      return { status: 'focDateSet', focDate: event.focDate };
    case 'completed':
      // Completed without a FOC date: the one we know, else the day it completed.
      return {
        status: 'completed',
        focDate: event.focDate ?? knownFocDate ?? now.toISOString().slice(0, 10),
      };
  }
}
