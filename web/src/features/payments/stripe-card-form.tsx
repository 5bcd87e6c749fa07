import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { checkCard } from '../../../../src/shared/card-brands.ts';
import { Form, SubmitButton } from '../../ui/forms/form.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
import type { CardFlow } from './use-card-payment.ts';

/** One Stripe.js per page and key: loadStripe adds js.stripe.com's script the first time only. */
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  const earlier = loaded.get(publishableKey);
  if (earlier) return earlier;
  const stripe = loadStripe(publishableKey);
  loaded.set(publishableKey, stripe);
  return stripe;
};

/**
 * The card form with Stripe.js (a Card Element; wallets off, as spec 2 asks): the number goes from the
 * browser to Stripe, never to us. This module is imported lazily, so Stripe.js loads only when a card
 * form is shown (never on /search).
 */
export default function StripeCardForm(props: { flow: CardFlow; publishableKey: string }) {
  const { flow } = props;
  const mountPoint = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let cancelled = false;
    stripeFor(props.publishableKey).then(
      (stripe) => {
        if (cancelled || !stripe || !mountPoint.current) return setLoadFailed(!stripe);
        card = stripe.elements().create('card', { hidePostalCode: true, disableLink: true });
        card.mount(mountPoint.current);
        setReady({ stripe, card });
      },
      () => setLoadFailed(true),
    );
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [props.publishableKey]);

  const form = useForm({
    fields: {},
    failureMessage: (error) => (error instanceof Error ? error.message : undefined),
    submit: async () => {
      if (!ready) return;
      const created = await ready.stripe.createPaymentMethod({ type: 'card', card: ready.card });
      if (created.error) throw new Error(created.error.message ?? 'Your card could not be read.');
      const check = checkCard(created.paymentMethod.card);
      if (!check.ok) throw new Error(check.message);
      await flow.withStripe(ready.stripe, created.paymentMethod.id);
    },
  });

  if (loadFailed)
    return (
      <p className="form-error" role="alert">
        The card form could not be loaded. Please check your connection and reload the page.
      </p>
    );
  return (
    <Form form={form} className="card-payment">
      <div className="field">
        <span className="field__label">Card</span>
        <div ref={mountPoint} className="field__input card-payment__element" />
      </div>
      <p className="card-payment__status" aria-live="polite">
        {flow.state.status === 'processing' ? flow.processingText : ''}
      </p>
      <SubmitButton pending={form.pending || !ready} label={flow.submitLabel} pendingLabel="Processing…" />
    </Form>
  );
}
