/** A number given to an account with its plan and billing (docs/adr/0030: messaging keeps account numbers). */
export interface AssignedNumber {
  tn: string;
  planId: number;
  billingPeriod: 1 | 12;
  /** The monthly charge of the number: its own fee plus its plan (cents). */
  mrcCents: number;
  anniversaryDate: string;
  /** The date (exclusive) the checkout's first billing period pays the number up to. */
  paidThrough?: string;
  /**
   * A licensed number's licence: its fee (cents a month, not in mrcCents), yearly increase (hundredths of a
   * percent) and the day it began.
   */
  license?: { mrcCents: number; annualIncrease: number; startDate: string } | null;
}

/** The account's numbers; implemented over the messaging module. Writes join the caller's transaction. */
export interface AccountNumbers {
  assign(input: { accountId: number; numbers: AssignedNumber[] }): Promise<void>;
}
