import type { BankAccountType } from '../../../shared/bank-account-rules.ts';

/** The bank details the gateway needs, opened from the sealed row only for this call. */
export interface PayoutBankDetails {
  brokerAccountId: number;
  bankAccountId: number;
  /** The gateway's recipient from an earlier call (kept on the bank account), or null for a new one. */
  recipientRef: string | null;
  payee: string;
  type: BankAccountType;
  routingNumber: string;
  accountNumber: string;
  /** Changes with every new set of numbers, so a replacement's calls never replay the old ones'. */
  version: number;
}

/**
 * Money to a broker's bank account by ACH (issue 16, docs/adr/0063). Stripe Connect when PAYOUT_GATEWAY=stripe,
 * the simulator otherwise. Every money-moving call carries an idempotency key: a retry moves no money twice.
 */
export interface PayoutGateway {
  readonly kind: 'stripe' | 'simulated';
  /**
   * Registers the account (a new recipient, or the existing one's new external account) and sends the two
   * micro-deposits the broker will confirm. Answers the recipient to keep for later calls.
   */
  sendMicroDeposits(
    input: PayoutBankDetails & { amountsCents: [number, number] },
  ): Promise<{ recipientRef: string }>;
  /** One ACH payout to the recipient's bank account, keyed by the payout id. */
  sendAch(input: {
    payoutId: number;
    recipientRef: string;
    amountCents: number;
  }): Promise<{ reference: string }>;
}

/** PayPal as configured (spec 3 PayPal config: what the sign-in button needs; never the secret). */
export interface PaypalConfig {
  env: 'sandbox' | 'live';
  clientId: string;
  merchantId: string | null;
}

/** PayPal Payouts (docs/adr/0063), present only when PayPal is configured. */
export interface PaypalPayouts {
  readonly config: PaypalConfig;
  /**
   * Pays the PayPal account the broker just signed in with (`paypalCode`, spec 3 requestPayment), one batch per
   * payout: sender_batch_id and PayPal-Request-Id are `payout-{payoutId}`, so a retry pays once.
   */
  send(input: { payoutId: number; amountCents: number; paypalCode: string }): Promise<{ reference: string }>;
}
