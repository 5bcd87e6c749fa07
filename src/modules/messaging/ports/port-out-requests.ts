import type { PortOutRequest } from '../domain/port-out-request.ts';

/** messaging.port_out_request: the port-out requests carriers sent, one row per carrier request id. */
export interface PortOutRequests {
  /** With `lock`, the row stays locked (FOR UPDATE) until the transaction ends. */
  byCarrierRequestId(carrierRequestId: string, options?: { lock?: boolean }): Promise<PortOutRequest | null>;
  /** Stores a new request (sets its id), or a changed one. */
  save(request: PortOutRequest): Promise<void>;
  /** The account's newest requests for the number, newest first. */
  recentOf(accountId: number, tn: string, limit: number): Promise<PortOutRequest[]>;
}
