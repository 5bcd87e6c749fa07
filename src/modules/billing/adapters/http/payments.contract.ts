import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  OPTIONAL_SIGN_IN,
  PUBLIC_ACCESS,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { PAYMENT_REFERENCE_MESSAGE, parsePaymentReference } from '../../domain/payment-reference.ts';

/** The value as the spec's '{amount} is not a number' quotes it: text as sent, anything else as JSON. */
export function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(typeof value));
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}

/** The amount in cents, with the spec's texts (spec 2 section 5, pay-now and confirm-account payment). */
const amountCents = z
  .unknown()
  .superRefine((value, context) => {
    if (typeof value !== 'number' || !Number.isFinite(value))
      context.addIssue({ code: 'custom', message: `${shown(value)} is not a number` });
    else if (value < 0)
      context.addIssue({ code: 'custom', message: 'Payment amounts under $0.00 are not supported.' });
    else if (!Number.isInteger(value))
      context.addIssue({ code: 'custom', message: 'The amount is a whole number of cents.' });
    else if (value < 50) context.addIssue({ code: 'custom', message: 'The smallest card payment is $0.50.' });
    else if (value > 99_999_999)
      context.addIssue({ code: 'custom', message: 'The largest card payment is $999,999.99.' });
  })
  .transform((value) => value as number)
  .openapi({ type: 'integer', minimum: 50, maximum: 99_999_999, description: 'Cents.', example: 2500 });

const recaptchaToken = z
  .string()
  .max(4000)
  .optional()
  .openapi({ description: 'Bot-check token (action payment).' });

const metadata = z
  .record(z.string().max(40), z.string().max(500))
  .refine((value) => Object.keys(value).length <= 20, 'At most 20 metadata keys.')
  .openapi({
    description: 'Free-form labels kept on the intent (accountId and isOneTime are set by the server).',
  });

const IntentIdParam = z.object({
  id: z
    .string()
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'Not a PaymentIntent id.')
    .openapi({ param: { name: 'id', in: 'path' }, example: 'pi_sim_4f0c2b9a1d3e5f7a9b1c3d5e' }),
});

const SetupIdParam = z.object({
  id: z
    .string()
    .regex(/^seti_[A-Za-z0-9_]{1,200}$/, 'Not a SetupIntent id.')
    .openapi({ param: { name: 'id', in: 'path' }, example: 'seti_sim_4f0c2b9a1d3e5f7a9b1c3d5e' }),
});

const paymentMethodId = z
  .string()
  .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'Not a PaymentMethod id.')
  .openapi({ example: 'pm_card_visa' });

export const CreateSetupIntentRequest = z
  .object({
    recaptchaToken,
    isOneTime: z
      .boolean()
      .default(false)
      .openapi({ description: 'True: use the card once; false: keep it on file.' }),
    setupWith3DS: z
      .boolean()
      .default(false)
      .openapi({ description: 'Ask the bank for 3-D Secure when it can.' }),
    metadata: metadata.default({}),
  })
  .openapi('CreateSetupIntentRequest', {
    example: { recaptchaToken: '03AGdBq2...', isOneTime: false, setupWith3DS: true, metadata: {} },
  });

export const SetupIntentAnswer = z
  .object({ id: z.string(), client_secret: z.string() })
  .openapi('SetupIntentAnswer', {
    example: {
      id: 'seti_sim_4f0c2b9a1d3e5f7a9b1c3d5e',
      client_secret: 'seti_sim_4f0c2b9a1d3e5f7a9b1c3d5e_secret_x',
    },
  });

export const SaveSetupIntentRequest = z
  .object({
    metadata: metadata.default({}),
    isOneTime: z.boolean().default(false),
  })
  .openapi('SaveSetupIntentRequest', { example: { metadata: {}, isOneTime: false } });

export const createSetupIntent = createRoute({
  method: 'post',
  path: '/api/stripe-setup-intents',
  tags: ['Payments'],
  operationId: 'createSetupIntent',
  security: SIGNED_IN,
  summary: 'Start collecting a card without charging it',
  description:
    'Answers a SetupIntent whose client_secret the browser confirms with Stripe.js (or, without a publishable ' +
    "key, the simulator's card form). Keeping a card on file (isOneTime false) is for account admins: others get " +
    "403 'You do not have access to manage payments on this account'. Needs a bot-check token.",
  request: { body: jsonBody(CreateSetupIntentRequest) },
  responses: {
    201: jsonResponse(SetupIntentAnswer, 'The SetupIntent to confirm in the browser.'),
    ...errorResponses(400, 401, 403, 415),
  },
});

export const saveSetupIntent = createRoute({
  method: 'patch',
  path: '/api/stripe-setup-intents/{id}',
  tags: ['Payments'],
  operationId: 'saveSetupIntent',
  security: SIGNED_IN,
  summary: 'Keep a confirmed card as the account’s payment method',
  description:
    'After the browser confirmed the SetupIntent: for an account admin and isOneTime false, its card becomes ' +
    'the card on file (brand, last four, expiry: never the number). A SetupIntent of another account answers ' +
    "404, one not confirmed yet 422, a brand other than amex, visa, mastercard or discover 422 'Encountered " +
    "unknown credit card brand, unable to continue'.",
  request: { params: SetupIdParam, body: jsonBody(SaveSetupIntentRequest) },
  responses: {
    200: jsonResponse(z.object({ id: z.string() }).openapi('SavedSetupIntent'), 'The SetupIntent id.'),
    ...errorResponses(400, 401, 403, 404, 415, 422),
  },
});

export const CreatePaymentIntentRequest = z
  .object({
    amount: amountCents,
    recaptchaToken,
    stripeCustomerId: z
      .string()
      .max(255)
      .nullable()
      .optional()
      .openapi({ description: "Used only when it is the caller's own customer (their card on file)." }),
    metadata: z.object({
      reference: z
        .string()
        .refine((value) => parsePaymentReference(value) !== null, PAYMENT_REFERENCE_MESSAGE)
        .openapi({ example: 'basket:3b0f3a9e-2f7c-4a51-9c55-2d0c7f5f0d11' }),
    }),
    payment_method: paymentMethodId.optional().openapi({
      description: 'API clients: confirm the hold with this payment method now (e.g. pm_card_visa).',
    }),
  })
  .openapi('CreatePaymentIntentRequest', {
    example: {
      amount: 2500,
      recaptchaToken: '03AGdBq2...',
      metadata: { reference: 'basket:3b0f3a9e-2f7c-4a51-9c55-2d0c7f5f0d11' },
      payment_method: 'pm_card_visa',
    },
  });

export const PaymentIntentAnswer = z
  .object({
    id: z.string(),
    client_secret: z.string(),
    payment_method: z.string().nullable(),
    status: z
      .string()
      .openapi({ description: "Stripe's status: requires_payment_method, requires_capture (held)..." }),
  })
  .openapi('PaymentIntentAnswer', {
    example: {
      id: 'pi_sim_4f0c2b9a1d3e5f7a9b1c3d5e',
      client_secret: 'pi_sim_4f0c2b9a1d3e5f7a9b1c3d5e_secret_x',
      payment_method: 'pm_card_visa',
      status: 'requires_capture',
    },
  });

export const createPaymentIntent = createRoute({
  method: 'post',
  path: '/api/stripe-payment-intents',
  tags: ['Payments'],
  operationId: 'createPaymentIntent',
  security: OPTIONAL_SIGN_IN,
  summary: 'Start a card payment (an authorization hold)',
  description:
    'A manual-capture PaymentIntent: confirming it holds the amount on the card; checkout captures it. ' +
    "metadata.reference names what is paid: 'basket:<uuid>' for a basket open to the caller (guests too), " +
    "'confirm:<uuid>' for an account confirmation, 'account:<id>' for the caller's own account; anything " +
    'else answers 404. With payment_method (e.g. pm_card_visa) the hold is placed at once; a refused card ' +
    "answers 422 with the card's message ('Your card was declined.'). An Idempotency-Key header makes a retry " +
    'answer the same intent. Needs a bot-check token; at most 30 per hour from one address.',
  request: {
    body: jsonBody(CreatePaymentIntentRequest),
    headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
  },
  responses: {
    201: jsonResponse(PaymentIntentAnswer, 'The PaymentIntent.'),
    ...errorResponses(400, 404, 415, 422, 429),
  },
});

export const changePaymentIntent = createRoute({
  method: 'patch',
  path: '/api/stripe-payment-intents/{id}',
  tags: ['Payments'],
  operationId: 'changePaymentIntent',
  security: OPTIONAL_SIGN_IN,
  summary: 'Change the amount of a payment not confirmed yet',
  description:
    "When the basket's total changed before the card was confirmed. Only the caller's own payment (404 " +
    'otherwise); a confirmed hold keeps its amount (422). Needs a bot-check token.',
  request: {
    params: IntentIdParam,
    body: jsonBody(z.object({ recaptchaToken, amount: amountCents }).openapi('ChangePaymentIntentRequest')),
  },
  responses: {
    200: jsonResponse(
      z.object({ success: z.literal(true) }).openapi('ChangePaymentIntentAnswer'),
      'Changed.',
    ),
    ...errorResponses(400, 404, 415, 422),
  },
});

export const StripeEventBody = z
  .object({
    id: z.string(),
    type: z.string(),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .passthrough()
  .openapi('StripeEvent');

export const stripeWebhook = createRoute({
  method: 'post',
  path: '/api/stripe/webhook',
  tags: ['Payments'],
  operationId: 'stripeWebhook',
  security: PUBLIC_ACCESS,
  summary: "Stripe's event notifications",
  description:
    'Called by Stripe. The Stripe-Signature header is checked against STRIPE_WEBHOOK_SECRET (in simulator ' +
    'mode, the documented development secret): a missing, forged or more than 5 minutes old signature answers ' +
    '400. Each event id is processed once; payment_intent.succeeded, payment_intent.payment_failed and ' +
    "charge.refunded update billing's record of the payment.",
  request: {
    headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
    body: jsonBody(StripeEventBody),
  },
  responses: {
    200: jsonResponse(
      z.object({ received: z.literal(true), duplicate: z.boolean() }).openapi('StripeWebhookAnswer'),
      'Processed (or already processed before: duplicate true).',
    ),
    ...errorResponses(400, 415),
  },
});
