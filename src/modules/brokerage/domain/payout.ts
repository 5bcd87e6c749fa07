/** Spec 3 payout methods (ports/payout-rails.ts PayoutType): account credits the ledger, ach/paypal send money. */
export const PAYOUT_TYPES = ['account', 'ach', 'paypal'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];
/**
 * A payout's life (docs/adr/0061): 'processing' while an ACH or PayPal payout's money is being sent (its
 * transactions are claimed), 'paid' once sent or credited, 'failed' when the rails refused (the claim was
 * released). An 'account' payout is paid in the transaction that creates it.
 */
export const PAYOUT_STATUSES = ['processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Spec 3 section 9: ach = ACH, paypal = PayPal, account = Account, none = Manual. */
export const PAYOUT_TYPE_LABELS: Record<PayoutType | 'manual', string> = {
  ach: 'ACH',
  paypal: 'PayPal',
  account: 'Account',
  manual: 'Manual',
};

/** Spec 3 Payout: money paid to a broker for some of their payable transactions, in cents. */
export class Payout {
  id!: number;
  brokerAccountId: number;
  amount: number;
  status: PayoutStatus;
  /** Null: a manual payout staff recorded outside the product (spec 3 "Manual"). */
  type: PayoutType | null;
  createDate: Date;
  note: string | null;
  /** The provider's reference (ACH transfer or PayPal batch id; the ledger reference for 'account'). */
  providerReference: string | null;

  constructor(input: {
    brokerAccountId: number;
    amount: number;
    type: PayoutType | null;
    now: Date;
    note?: string | null;
  }) {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      throw new RangeError(`a payout is a positive whole number of cents, got ${input.amount}`);
    this.brokerAccountId = input.brokerAccountId;
    this.amount = input.amount;
    this.status = input.type === 'account' || input.type === null ? 'paid' : 'processing';
    this.type = input.type;
    this.createDate = input.now;
    this.note = input.note ?? null;
    this.providerReference = null;
  }

  paid(reference: string): void {
    this.status = 'paid';
    this.providerReference = reference;
  }

  failed(message: string): void {
    this.status = 'failed';
    this.note = message.slice(0, 500);
  }
}

/** The ledger reference of an account payout's credit: one credit per payout, whatever retries. */
export const payoutLedgerReference = (payoutId: number) => `brokerPayout:${payoutId}`;
/** The ledger reference of a chargeback's debit of a paid transaction: one per dispute and transaction. */
export const chargebackLedgerReference = (disputeId: string, transactionId: number) =>
  `chargeback:${disputeId}:${transactionId}`.slice(0, 100);

/** Spec 3 Terms / section 9: a 1099-MISC is due when a broker's payouts in a calendar year exceed $600. */
export const TAX_FORM_THRESHOLD_CENTS = 600_00;

/** Whether a year's payouts total needs a 1099 (strictly over $600, spec 3 "exceed"). */
export function needsTaxForm(totalCents: number): boolean {
  return totalCents > TAX_FORM_THRESHOLD_CENTS;
}
