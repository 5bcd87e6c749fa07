import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { InlineError } from '../../ui/inline-error.tsx';
import { paymentModeQuery } from './payments-api.ts';
import { SimulatorCardForm } from './simulator-card-form.tsx';
import type { CardFlow } from './use-card-payment.ts';
import './card-payment.css';

// Its own chunk: @stripe/stripe-js (and js.stripe.com) load only when a Stripe card form mounts.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

/** Stripe's card field with a publishable key, else the simulator's own form; either drives `flow`. */
export function CardForm({ flow }: { flow: CardFlow }) {
  const mode = useQuery(paymentModeQuery);
  if (mode.isPending) return <p className="card-payment__status">Loading the card form…</p>;
  if (mode.isError) return <InlineError error={mode.error} fallback="The card form could not be loaded." />;
  const publishableKey = mode.data.stripePublishableKey;
  if (!publishableKey) return <SimulatorCardForm flow={flow} />;
  return (
    <Suspense fallback={<p className="card-payment__status">Loading the card form…</p>}>
      <StripeCardForm flow={flow} publishableKey={publishableKey} />
    </Suspense>
  );
}
