/** Ported numbers become the account's numbers (implemented over messaging). Caller's transaction. */
export interface PortedNumbers {
  activate(input: {
    accountId: number;
    tn: string;
    planId: number;
    billingPeriod: 1 | 12;
    mrcCents: number;
    /** YYYY-MM-DD: the day it ported in. */
    anniversaryDate: string;
  }): Promise<void>;
}
