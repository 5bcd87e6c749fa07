import type { Stripe } from '@stripe/stripe-js';
import { useRef, useState } from 'react';
import {
  confirmSimulatedSetup,
  createSetupIntent,
  type SetupIntentAnswer,
  saveSetupIntent,
} from './payments-api.ts';
import type { CardFlow, CardPaymentState } from './use-card-payment.ts';

export interface CardSetupProps {
  /** The card is the account's card on file now. */
  onSaved: () => void;
}

/**
 * Saving a card on file: one SetupIntent per form (a retry after a refused card reuses it), confirmed by
 * the simulator or Stripe.js, then kept by PATCH /api/stripe-setup-intents/{id}.
 */
export function useSetupFlow(props: CardSetupProps): CardFlow {
  const [state, setState] = useState<CardPaymentState>({ status: 'idle' });
  const setup = useRef<SetupIntentAnswer>(null);
  const latest = useRef(props);
  latest.current = props;

  async function save(confirm: (setup: SetupIntentAnswer) => Promise<void>): Promise<void> {
    setState({ status: 'processing' });
    try {
      setup.current ??= await createSetupIntent();
      await confirm(setup.current);
      await saveSetupIntent(setup.current);
      setState({ status: 'idle' });
      latest.current.onSaved();
    } catch (error) {
      const message =
        error instanceof Error && error.message
          ? error.message
          : 'The card could not be saved. Please try again.';
      setState({ status: 'failed', message });
      throw error;
    }
  }

  return {
    state,
    submitLabel: 'Save card',
    processingText: 'Saving your card…',
    withSimulator: (paymentMethodId) => save((intent) => confirmSimulatedSetup(intent, paymentMethodId)),
    withStripe: (stripe: Stripe, paymentMethodId) =>
      save(async (intent) => {
        const result = await stripe.confirmCardSetup(intent.client_secret, {
          payment_method: paymentMethodId,
        });
        if (result.error) throw new Error(result.error.message ?? 'Your card was declined.');
      }),
  };
}
