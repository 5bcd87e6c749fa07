/** Gives an account the numbers of a completed transfer (implemented over messaging). Caller's transaction. */
export interface TransferredNumbers {
  give(input: {
    accountId: number;
    numbers: { tn: string; planId: number; mrcCents: number; anniversaryDate: string }[];
  }): Promise<void>;
}
