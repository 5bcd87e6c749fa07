import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from './env.ts';
import { jsonResponse, PUBLIC_ACCESS } from './openapi-helpers.ts';

export const ClientConfig = z
  .object({
    recaptchaSiteKey: z.string().nullable().openapi({
      description: 'The reCAPTCHA v3 site key; null when the server runs the bot-check simulator.',
    }),
    stripePublishableKey: z.string().nullable().openapi({
      description:
        "The Stripe publishable key the page loads Stripe.js with; null when the server runs the payment simulator (the page then shows the simulator's own card form).",
    }),
    paymentSimulator: z
      .boolean()
      .openapi({ description: 'True when payments go to the built-in simulator.' }),
  })
  .openapi('ClientConfig', {
    example: {
      recaptchaSiteKey: '6LcExampleSiteKey_abcdefghijklmnopqrstu',
      stripePublishableKey: 'pk_test_51ExampleKey',
      paymentSimulator: false,
    },
  });

export const getClientConfig = createRoute({
  method: 'get',
  path: '/api/client-config',
  tags: ['Operations'],
  operationId: 'getClientConfig',
  security: PUBLIC_ACCESS,
  summary: 'Settings the web app needs before it can call the API',
  description:
    'The reCAPTCHA site key the page loads reCAPTCHA v3 with, so it can send a fresh token per action. ' +
    'Without one, the page sends the simulator’s fixed token. The Stripe publishable key, or that the payment ' +
    'simulator is active.',
  responses: { 200: jsonResponse(ClientConfig, 'The settings.') },
});

export function mountClientConfig(
  app: OpenAPIHono<AppEnv>,
  config: { recaptchaSiteKey: string | null; stripePublishableKey: string | null },
) {
  app.openapi(getClientConfig, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(
      {
        recaptchaSiteKey: config.recaptchaSiteKey,
        stripePublishableKey: config.stripePublishableKey,
        paymentSimulator: config.stripePublishableKey === null,
      },
      200,
    );
  });
}
