/** The webhook events already handled, so a redelivery is processed once. */
export interface ProcessedEvents {
  /** Records the event in the current transaction; false when it was recorded before. */
  markProcessed(eventId: string, type: string, now: Date): Promise<boolean>;
}
