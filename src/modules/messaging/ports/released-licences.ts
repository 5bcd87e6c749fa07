/**
 * Brokers' licences (docs/adr/0058): a licensee who releases a licensed number cancels its licence, and the
 * number goes back on sale for its broker. Caller's transaction; numbers no broker licensed are ignored.
 */
export interface ReleasedLicences {
  released(input: { tn: string; accountId: number }): Promise<void>;
}
