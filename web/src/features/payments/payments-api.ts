import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { getRecaptchaToken } from '../../api/recaptcha.ts';
import type { components } from '../../api/schema.d.ts';

export type PaymentIntentAnswer = components['schemas']['PaymentIntentAnswer'];

/** Whether card payments go to Stripe (with its publishable key) or to the server's simulator. */
export const paymentModeQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/client-config', { signal })),
  staleTime: Number.POSITIVE_INFINITY,
  meta: { errorShownInline: true },
});

/** A manual-capture PaymentIntent (an authorization hold once confirmed) for `reference`. */
export async function createPaymentIntent(
  amountCents: number,
  reference: string,
): Promise<PaymentIntentAnswer> {
  return unwrap(
    api.POST('/api/stripe-payment-intents', {
      body: {
        amount: amountCents,
        recaptchaToken: await getRecaptchaToken('payment'),
        metadata: { reference },
      },
    }),
  );
}

/** The simulator's stand-in for Stripe.js: a test card becomes a payment method (the number goes no further). */
export async function createSimulatedCard(card: {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}): Promise<string> {
  return (await unwrap(api.POST('/api/payment-simulator/payment-methods', { body: card }))).id;
}

/** The simulator's confirmCardPayment: places the hold, or throws the card's decline. */
export async function confirmSimulatedPayment(
  intent: PaymentIntentAnswer,
  paymentMethodId: string,
): Promise<void> {
  await unwrap(
    api.POST('/api/payment-simulator/payment-intents/{id}/confirm', {
      params: { path: { id: intent.id } },
      body: { clientSecret: intent.client_secret, paymentMethodId },
    }),
  );
}

export type SetupIntentAnswer = components['schemas']['SetupIntentAnswer'];

/** A SetupIntent to keep a card on file (account admins; the server refuses others). */
export async function createSetupIntent(): Promise<SetupIntentAnswer> {
  return unwrap(
    api.POST('/api/stripe-setup-intents', {
      body: {
        recaptchaToken: await getRecaptchaToken('payment'),
        isOneTime: false,
        setupWith3DS: false,
        metadata: {},
      },
    }),
  );
}

/** The simulator's confirmCardSetup: the bank checks the card, or throws its decline. */
export async function confirmSimulatedSetup(
  setup: SetupIntentAnswer,
  paymentMethodId: string,
): Promise<void> {
  await unwrap(
    api.POST('/api/payment-simulator/setup-intents/{id}/confirm', {
      params: { path: { id: setup.id } },
      body: { clientSecret: setup.client_secret, paymentMethodId },
    }),
  );
}

/** After the card is confirmed: it becomes the account's card on file. */
export async function saveSetupIntent(setup: SetupIntentAnswer): Promise<void> {
  await unwrap(
    api.PATCH('/api/stripe-setup-intents/{id}', {
      params: { path: { id: setup.id } },
      body: { isOneTime: false, metadata: {} },
    }),
  );
}
