import type { ComponentType } from 'react';

/**
 * What the payment step needs of a card form (the payments feature's `CardPayment`): it collects the card
 * (Stripe.js when a publishable key is set, else the simulator's form), holds `amountCents` for `reference`,
 * and hands back the PaymentIntent's id. The app passes it in: features do not import each other.
 */
export interface CardPaymentProps {
  amountCents: number;
  /** The billing reference the PaymentIntent carries: `basket:<uuid>`. */
  reference: string;
  onPaid: (paymentIntentId: string) => void;
  onError: (message: string) => void;
}

export type CardPaymentComponent = ComponentType<CardPaymentProps>;
