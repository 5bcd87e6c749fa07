import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  PUBLIC_ACCESS,
} from '../../../../platform/http/openapi-helpers.ts';
import { cardDigits } from '../../../../shared/card-brands.ts';

const simulatorNote =
  ' Only while the payment simulator is active (no STRIPE_SECRET_KEY): with Stripe configured it answers 404.';

export const SimulatedCardRequest = z
  .object({
    number: z
      .string({ error: 'Your card number is incomplete.' })
      .max(30, 'Your card number is incorrect.')
      .transform(cardDigits)
      .pipe(z.string().regex(/^\d{13,19}$/, 'Your card number is incorrect.'))
      .openapi({ description: "One of Stripe's test card numbers.", example: '4242 4242 4242 4242' }),
    expMonth: z
      .number({ error: "Your card's expiration month is invalid." })
      .int("Your card's expiration month is invalid.")
      .min(1, "Your card's expiration month is invalid.")
      .max(12, "Your card's expiration month is invalid."),
    expYear: z
      .number({ error: "Your card's expiration year is invalid." })
      .int("Your card's expiration year is invalid.")
      .min(2000, "Your card's expiration year is invalid.")
      .max(2100, "Your card's expiration year is invalid."),
    cvc: z
      .string({ error: "Your card's security code is incomplete." })
      .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  })
  .openapi('SimulatedCardRequest', {
    example: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
  });

export const createSimulatedPaymentMethod = createRoute({
  method: 'post',
  path: '/api/payment-simulator/payment-methods',
  tags: ['Payments'],
  operationId: 'createSimulatedPaymentMethod',
  security: PUBLIC_ACCESS,
  summary: 'Turn a test card into a payment method (simulator)',
  description:
    "The simulator's stand-in for Stripe.js: accepts only Stripe's published test card numbers (4242 4242 4242 " +
    '4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds...); any other ' +
    "number answers 400 'Your card number is incorrect.'. The number is never stored or logged. At most 30 per " +
    `hour from one address.${simulatorNote}`,
  request: { body: jsonBody(SimulatedCardRequest) },
  responses: {
    201: jsonResponse(
      z.object({ id: z.string() }).openapi('SimulatedPaymentMethod'),
      'The payment method id.',
    ),
    ...errorResponses(400, 404, 415, 429),
  },
});

const ConfirmRequest = z
  .object({
    clientSecret: z
      .string()
      .max(300)
      .openapi({ description: 'The client_secret the intent was answered with.' }),
    paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'Not a PaymentMethod id.'),
  })
  .openapi('SimulatedConfirmRequest', {
    example: {
      clientSecret: 'pi_sim_4f0c2b9a1d3e5f7a9b1c3d5e_secret_x',
      paymentMethodId: 'pm_sim_0a1b2c3d4e5f6a7b8c9d0e1f',
    },
  });

const ConfirmAnswer = z.object({ id: z.string(), status: z.string() }).openapi('SimulatedConfirmAnswer');

const idParam = (prefix: string) =>
  z.object({
    id: z
      .string()
      .regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,200}$`), 'Not a known id.')
      .openapi({ param: { name: 'id', in: 'path' } }),
  });

export const confirmSimulatedPayment = createRoute({
  method: 'post',
  path: '/api/payment-simulator/payment-intents/{id}/confirm',
  tags: ['Payments'],
  operationId: 'confirmSimulatedPayment',
  security: PUBLIC_ACCESS,
  summary: 'Confirm a PaymentIntent with a test card (simulator)',
  description:
    "Stripe.js's confirmCardPayment for the simulator's form: the client secret is the credential. A hold " +
    "answers status requires_capture; a refused card 422 with its message ('Your card was declined.', 'Your " +
    `card has insufficient funds.').${simulatorNote}`,
  request: { params: idParam('pi'), body: jsonBody(ConfirmRequest) },
  responses: { 200: jsonResponse(ConfirmAnswer, 'Confirmed.'), ...errorResponses(400, 404, 415, 422) },
});

export const confirmSimulatedSetup = createRoute({
  method: 'post',
  path: '/api/payment-simulator/setup-intents/{id}/confirm',
  tags: ['Payments'],
  operationId: 'confirmSimulatedSetup',
  security: PUBLIC_ACCESS,
  summary: 'Confirm a SetupIntent with a test card (simulator)',
  description: `Stripe.js's confirmCardSetup for the simulator's form: the client secret is the credential.${simulatorNote}`,
  request: { params: idParam('seti'), body: jsonBody(ConfirmRequest) },
  responses: { 200: jsonResponse(ConfirmAnswer, 'Confirmed.'), ...errorResponses(400, 404, 415, 422) },
});
