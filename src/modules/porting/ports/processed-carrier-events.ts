/** The carrier webhook events already applied (porting.processed_carrier_event). Writes join the transaction. */
export interface ProcessedCarrierEvents {
  /** Records the event id; answers false when it was recorded before (a redelivery). */
  markProcessed(eventId: string, type: string, now: Date): Promise<boolean>;
}
