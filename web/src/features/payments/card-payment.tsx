import { CardForm } from './card-form.tsx';
import { type CardPaymentProps, usePaymentFlow } from './use-card-payment.ts';

/**
 * Takes a card and places an authorization hold of `amountCents` for `reference`, then calls onPaid with
 * the PaymentIntent id (for the basket's Payment Info step, /confirm-account, pay-now). With a Stripe
 * publishable key it shows Stripe's card field; otherwise the simulator's own card form.
 */
export function CardPayment(props: CardPaymentProps) {
  return <CardForm flow={usePaymentFlow(props)} />;
}

export type { CardPaymentProps } from './use-card-payment.ts';
