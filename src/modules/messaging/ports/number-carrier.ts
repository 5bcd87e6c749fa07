/** The carrier's answer to a port-out request, as we send it back. */
export interface PortOutAnswer {
  carrierRequestId: string;
  tn: string;
  decision: 'approved' | 'refused';
  /** Why it was refused ('transfer_lock', 'no_pin', 'wrong_pin'); null when approved. */
  reason: string | null;
}

/**
 * The carrier's side of our numbers (not messages: see platform/sms): where calls forward, and our answer
 * to a gaining carrier's port-out request. The simulator is the default adapter (docs/adr/0035).
 */
export interface NumberCarrier {
  /**
   * Points the number's calls at `forwardTo` (E.164), or stops forwarding (null). Idempotent: the same
   * call twice leaves the same setting. Throws CarrierRefusedChange when the carrier says no, anything
   * else when it did not answer.
   */
  setForwarding(input: { tn: string; forwardTo: string | null }): Promise<void>;
  /** Tells the carrier our decision; idempotent by carrierRequestId (a retried job sends it again). */
  answerPortOut(answer: PortOutAnswer): Promise<void>;
}

/** The carrier understood the request and refused it (a 4xx): retrying the same call will not help. */
export class CarrierRefusedChange extends Error {
  override readonly name = 'CarrierRefusedChange';
}
