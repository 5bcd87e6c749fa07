import type { NumberCarrier } from '../ports/number-carrier.ts';
import type { PortOutRequests } from '../ports/port-out-requests.ts';

/**
 * The queued job behind every decision: sends it to the carrier port; a failure is retried by pg-boss, and
 * the carrier takes a repeat by its request id. A completed request was approved.
 */
export function makeAnswerPortOut(deps: { requests: PortOutRequests; carrier: NumberCarrier }) {
  return async function answerPortOut(input: { carrierRequestId: string }): Promise<void> {
    const request = await deps.requests.byCarrierRequestId(input.carrierRequestId);
    if (!request || request.status === 'requested') return;
    await deps.carrier.answerPortOut({
      carrierRequestId: request.carrierRequestId,
      tn: request.tn,
      decision: request.status === 'refused' ? 'refused' : 'approved',
      reason: request.reason,
    });
  };
}
