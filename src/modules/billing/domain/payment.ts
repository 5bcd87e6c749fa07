import type { CardSummary } from '../../../shared/card-brands.ts';

/** Stripe's PaymentIntent statuses, which the simulator follows too. */
export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** A payment reference names what is paid: 'basket:<uuid>', 'confirm:<uuid>', 'account:<id>' ... */
export const PAYMENT_REFERENCE = /^[a-z][a-z-]{1,30}:[A-Za-z0-9-]{1,64}$/;

/**
 * Our record of one PaymentIntent (the gateway keeps the money; this keeps what we asked for, who asked,
 * and what the webhooks told us since), so routes can check ownership without asking Stripe.
 */
export class Payment {
  paymentIntentId: string;
  reference: string;
  amountCents: number;
  status: PaymentStatus;
  refundedCents = 0;
  /** The signed-in account that created it, or null for a guest. */
  accountId: number | null;
  card: CardSummary | null;
  /** The card provider's last decline message, if the last attempt failed. */
  failureMessage: string | null = null;
  createdAt: Date;
  updatedAt: Date;

  constructor(input: {
    paymentIntentId: string;
    reference: string;
    amountCents: number;
    status: PaymentStatus;
    accountId: number | null;
    card: CardSummary | null;
    now: Date;
  }) {
    this.paymentIntentId = input.paymentIntentId;
    this.reference = input.reference;
    this.amountCents = input.amountCents;
    this.status = input.status;
    this.accountId = input.accountId;
    this.card = input.card;
    this.createdAt = input.now;
    this.updatedAt = input.now;
  }
}
