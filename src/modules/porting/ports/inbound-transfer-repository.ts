import type { InboundTransfer } from '../domain/inbound-transfer.ts';

/** Inbound transfers (porting.inbound_transfer). Writes join the current transaction. */
export interface InboundTransferRepository {
  /** Stores the transfer and sets its id. */
  add(transfer: InboundTransfer): Promise<void>;
  byId(id: number): Promise<InboundTransfer | null>;
  pendingOfAccount(accountId: number): Promise<InboundTransfer[]>;
  /**
   * Marks a pending transfer completed; answers false when it was not pending any more (a concurrent or
   * earlier completion won), so the caller gives and charges nothing.
   */
  markCompleted(transfer: InboundTransfer): Promise<boolean>;
}
