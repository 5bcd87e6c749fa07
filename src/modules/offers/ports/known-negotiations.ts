/** Whether a negotiation (offer) exists, so a lead cannot name one that does not (docs/adr/0052). */
export interface KnownNegotiations {
  exists(negotiationId: number): Promise<boolean>;
}
