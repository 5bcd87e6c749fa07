/** Spec 2 "Pending transfer", as the activation page shows it; money in cents. */
export interface PendingTransfer {
  transferId: number;
  accountId: number;
  status: 'pending' | 'completed';
  billTo: 'new' | 'old';
  transferFee: number;
  parkCharge: number;
  totalCharge: number;
  transferTns: string[];
  completeDate: string | null;
}

/** Numbers moving into an account (implemented over the porting module). Writes join the caller's transaction. */
export interface PendingTransfers {
  pendingOf(accountId: number): Promise<PendingTransfer[]>;
  find(transferId: number): Promise<PendingTransfer | null>;
  /** Gives the numbers and charges the fees once; a completed transfer answers as it is. */
  complete(input: { transferId: number; anniversaryDate: string }): Promise<PendingTransfer>;
}
