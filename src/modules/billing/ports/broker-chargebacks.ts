/**
 * Brokers' side of a card dispute (docs/adr/0061; spec 3 Terms: sellers bear chargebacks): the earnings the
 * disputed payment funded are cancelled, or charged back to the broker when already paid out. Idempotent by
 * dispute id, in the caller's (the webhook's) transaction. Implemented over the brokerage module.
 */
export interface BrokerChargebacks {
  disputed(input: { paymentIntentId: string; disputeId: string }): Promise<void>;
}
