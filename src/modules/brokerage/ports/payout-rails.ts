/** Spec 3 payout methods: 'account' credits the broker's ledger; 'ach' and 'paypal' send money out. */
export type PayoutType = 'account' | 'ach' | 'paypal';
export type ExternalPayoutType = Exclude<PayoutType, 'account'>;

/**
 * The money leaving the house for an ACH or PayPal payout (issue 16). Requesting a payout claims the broker's
 * payable transactions under a new payout id in one database transaction first; only then are the rails asked
 * to send, OUTSIDE any database transaction, keyed by that payout id so a retry never pays twice. Implemented
 * in adapters/payouts/ (Stripe Connect for ACH, PayPal Payouts), each with a simulator.
 */
export interface PayoutRails {
  /**
   * Why the broker cannot be paid by `type` now, in spec 3's words ("Your bank account information has not
   * yet been verified, unable to ACH payout", PayPal not configured...), or null when they can.
   */
  refusal(brokerAccountId: number, type: ExternalPayoutType): Promise<string | null>;
  /**
   * Sends `amountCents` to the broker. Idempotent by payoutId: a second call for the same payout answers the
   * first call's reference and moves no money. Throws when the provider refuses (the caller releases the claim).
   */
  send(input: {
    payoutId: number;
    brokerAccountId: number;
    type: ExternalPayoutType;
    amountCents: number;
    /** PayPal's login code from the broker's PayPal sign-in (spec 3 requestPayment paypalCode). */
    paypalCode?: string;
  }): Promise<{ reference: string }>;
  /** Whether PayPal payouts are configured here (spec 3: the PayPal method is shown only then). */
  paypalEnabled(): boolean;
}
