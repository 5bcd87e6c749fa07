import type { Stripe } from '@stripe/stripe-js';
import { useRef, useState } from 'react';
import { confirmSimulatedPayment, createPaymentIntent, type PaymentIntentAnswer } from './payments-api.ts';

export type CardPaymentState =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'failed'; message: string };

export interface CardPaymentProps {
  /** What to hold on the card, in cents. */
  amountCents: number;
  /** What is paid: 'basket:<uuid>', 'confirm:<uuid>' or 'account:<id>'. */
  reference: string;
  /** The hold is placed: the PaymentIntent id to send with the order. */
  onPaid: (paymentIntentId: string) => void;
  /** The card was refused (or the payment failed): its message, also shown in the form. */
  onError?: (message: string) => void;
}

/**
 * The payment's steps around a card form: one PaymentIntent per amount and reference (a retry after a decline
 * reuses it), then the form's own confirmation, with idle / processing / failed states.
 */
export function useCardPayment(props: CardPaymentProps) {
  const [state, setState] = useState<CardPaymentState>({ status: 'idle' });
  const intent = useRef<{ key: string; answer: PaymentIntentAnswer }>(null);
  const latest = useRef(props);
  latest.current = props;

  async function intentFor(): Promise<PaymentIntentAnswer> {
    const { amountCents, reference } = latest.current;
    const key = `${reference}:${amountCents}`;
    if (intent.current?.key !== key)
      intent.current = { key, answer: await createPaymentIntent(amountCents, reference) };
    return intent.current.answer;
  }

  /** Runs `confirm` with the intent; answers the failure message, or undefined once paid. */
  async function pay(confirm: (intent: PaymentIntentAnswer) => Promise<void>): Promise<string | undefined> {
    setState({ status: 'processing' });
    try {
      const answer = await intentFor();
      await confirm(answer);
      setState({ status: 'idle' });
      latest.current.onPaid(answer.id);
      return undefined;
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : 'The payment failed. Please try again.';
      setState({ status: 'failed', message });
      latest.current.onError?.(message);
      throw error;
    }
  }

  return { state, pay };
}

/**
 * What a card form does with the card once it is a payment method: pay (a hold) or save it (a SetupIntent).
 * The simulator's form and Stripe's form both drive one of these.
 */
export interface CardFlow {
  state: CardPaymentState;
  submitLabel: string;
  processingText: string;
  /** The simulator's form made `paymentMethodId`: confirm with the simulator. */
  withSimulator(paymentMethodId: string): Promise<unknown>;
  /** Stripe.js made `paymentMethodId`: confirm with Stripe.js. */
  withStripe(stripe: Stripe, paymentMethodId: string): Promise<unknown>;
}

/** The payment's flow for the card forms (CardPayment). */
export function usePaymentFlow(props: CardPaymentProps): CardFlow {
  const payment = useCardPayment(props);
  return {
    state: payment.state,
    submitLabel: 'Pay',
    processingText: 'Processing your payment…',
    withSimulator: (paymentMethodId) =>
      payment.pay((intent) => confirmSimulatedPayment(intent, paymentMethodId)),
    withStripe: (stripe, paymentMethodId) =>
      payment.pay(async (intent) => {
        const result = await stripe.confirmCardPayment(intent.client_secret, {
          payment_method: paymentMethodId,
        });
        if (result.error) throw new Error(result.error.message ?? 'Your card was declined.');
      }),
  };
}
