import { useRef, useState } from 'react';
import { CardForm } from './card-form.tsx';
import type { CardFlow, CardPaymentState } from './use-card-payment.ts';

export interface CardHoldProps {
  /** The card as a payment method (pm_...): the caller sends it with its request, whose server holds the amount. */
  onCard: (paymentMethodId: string) => Promise<void>;
  submitLabel: string;
  processingText: string;
}

/**
 * A card form for requests whose server places the hold itself (an offer: POST /api/offers with the
 * payment method): the card becomes a payment method and goes to `onCard`; its failure shows in the form.
 */
export function CardHold({ onCard, submitLabel, processingText }: CardHoldProps) {
  const [state, setState] = useState<CardPaymentState>({ status: 'idle' });
  const latest = useRef(onCard);
  latest.current = onCard;

  async function hand(paymentMethodId: string) {
    setState({ status: 'processing' });
    try {
      await latest.current(paymentMethodId);
      setState({ status: 'idle' });
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : 'Your card could not be held.';
      setState({ status: 'failed', message });
      throw error;
    }
  }

  const flow: CardFlow = {
    state,
    submitLabel,
    processingText,
    withSimulator: hand,
    withStripe: (_stripe, paymentMethodId) => hand(paymentMethodId),
  };
  return <CardForm flow={flow} />;
}
