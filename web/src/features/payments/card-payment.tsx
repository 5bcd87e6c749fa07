import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { InlineError } from '../../ui/inline-error.tsx';
import { paymentModeQuery } from './payments-api.ts';
import { SimulatorCardForm } from './simulator-card-form.tsx';
import type { CardPaymentProps } from './use-card-payment.ts';
import './card-payment.css';

// Its own chunk: @stripe/stripe-js (and js.stripe.com) load only when a Stripe card form mounts.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

/**
 * Takes a card and places an authorization hold of `amountCents` for `reference`, then calls onPaid with
 * the PaymentIntent id (for the basket's Payment Info step, /confirm-account, pay-now). With a Stripe
 * publishable key it shows Stripe's card field; otherwise the simulator's own card form.
 */
export function CardPayment(props: CardPaymentProps) {
  const mode = useQuery(paymentModeQuery);
  if (mode.isPending) return <p className="card-payment__status">Loading the card form…</p>;
  if (mode.isError) return <InlineError error={mode.error} fallback="The card form could not be loaded." />;
  const publishableKey = mode.data.stripePublishableKey;
  if (!publishableKey) return <SimulatorCardForm {...props} />;
  return (
    <Suspense fallback={<p className="card-payment__status">Loading the card form…</p>}>
      <StripeCardForm {...props} publishableKey={publishableKey} />
    </Suspense>
  );
}

export type { CardPaymentProps } from './use-card-payment.ts';
