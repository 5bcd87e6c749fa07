import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireMember } from '../../../../platform/http/guards.ts';
import type { makeChangePaymentAmount } from '../../app/change-payment-amount.ts';
import type { makeCreatePaymentIntent } from '../../app/create-payment-intent.ts';
import type { makeCreateSetupIntent } from '../../app/create-setup-intent.ts';
import type { makeHandleWebhookEvent } from '../../app/handle-webhook-event.ts';
import type { Payer } from '../../app/payer.ts';
import type { makeSaveCardOnFile } from '../../app/save-card-on-file.ts';
import {
  changePaymentIntent,
  createPaymentIntent,
  createSetupIntent,
  saveSetupIntent,
  stripeWebhook,
} from './payments.contract.ts';

export interface PaymentsHttpDeps {
  createSetupIntent: ReturnType<typeof makeCreateSetupIntent>;
  saveCardOnFile: ReturnType<typeof makeSaveCardOnFile>;
  createPaymentIntent: ReturnType<typeof makeCreatePaymentIntent>;
  changePaymentAmount: ReturnType<typeof makeChangePaymentAmount>;
  handleWebhookEvent: ReturnType<typeof makeHandleWebhookEvent>;
  clientIp: (c: Context) => string;
}

/** The site's brand and the caller's account and role; employees manage any account's payments they act for. */
export function payerOf(c: Context<AppEnv>): Payer {
  const caller = c.get('caller');
  if (caller.kind !== 'member') return { brandingId: c.get('brandingId'), accountId: null, role: 'guest' };
  return {
    brandingId: c.get('brandingId'),
    accountId: caller.accountId,
    role: caller.isEmployee ? 'admin' : caller.role,
  };
}

function memberPayerOf(c: Context<AppEnv>): Payer & { accountId: number } {
  const caller = requireMember(c);
  return { ...payerOf(c), accountId: caller.accountId };
}

export function mountPaymentRoutes(app: OpenAPIHono<AppEnv>, deps: PaymentsHttpDeps) {
  app.openapi(createSetupIntent, async (c) => {
    const payer = memberPayerOf(c);
    const body = c.req.valid('json');
    const setup = await deps.createSetupIntent({
      isOneTime: body.isOneTime,
      setupWith3DS: body.setupWith3DS,
      metadata: body.metadata,
      recaptchaToken: body.recaptchaToken,
      payer,
      ip: deps.clientIp(c),
    });
    return c.json(setup, 201);
  });

  app.openapi(saveSetupIntent, async (c) => {
    const payer = memberPayerOf(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    return c.json(await deps.saveCardOnFile({ setupIntentId: id, isOneTime: body.isOneTime, payer }), 200);
  });

  app.openapi(createPaymentIntent, async (c) => {
    const body = c.req.valid('json');
    const intent = await deps.createPaymentIntent({
      amountCents: body.amount,
      reference: body.metadata.reference,
      stripeCustomerId: body.stripeCustomerId ?? null,
      paymentMethodId: body.payment_method ?? null,
      recaptchaToken: body.recaptchaToken,
      idempotencyKey: c.req.valid('header')['idempotency-key'] ?? null,
      payer: payerOf(c),
      ip: deps.clientIp(c),
    });
    return c.json(intent, 201);
  });

  app.openapi(changePaymentIntent, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const answer = await deps.changePaymentAmount({
      paymentIntentId: id,
      amountCents: body.amount,
      recaptchaToken: body.recaptchaToken,
      payer: payerOf(c),
      ip: deps.clientIp(c),
    });
    return c.json(answer, 200);
  });

  // The signature covers the exact bytes Stripe sent: read them before the JSON validator parses the body.
  app.use(stripeWebhook.path, async (c, next) => {
    await c.req.text();
    await next();
  });
  app.openapi(stripeWebhook, async (c) => {
    const answer = await deps.handleWebhookEvent({
      payload: await c.req.text(),
      signature: c.req.valid('header')['stripe-signature'],
    });
    return c.json(answer, 200);
  });
}
