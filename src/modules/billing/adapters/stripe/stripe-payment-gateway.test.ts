import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeStripe,
  startFakeStripe,
  stripeSdkOptions,
} from '../../../../../test/support/fake-stripe/fake-stripe-server.ts';
import { addPaymentRoutes } from '../../../../../test/support/fake-stripe/payment-routes.ts';
import { PaymentDeclined, PaymentNotFound } from '../../domain/billing.errors.ts';
import { StripePaymentGateway } from './stripe-payment-gateway.ts';

let fake: FakeStripe;
let gateway: StripePaymentGateway;

beforeAll(async () => {
  fake = await startFakeStripe();
  addPaymentRoutes(fake);
  gateway = new StripePaymentGateway({ secretKey: 'sk_test_fake', ...stripeSdkOptions(fake) });
});
afterAll(() => fake.close());

const lastRequest = (path: string) => fake.requests.filter((r) => r.path === path).at(-1)!;

const hold = (paymentMethodId: string | null, idempotencyKey: string) =>
  gateway.createPaymentIntent({
    amountCents: 2_500,
    customerId: null,
    paymentMethodId,
    description: 'Numberyard order',
    metadata: { reference: 'basket:abc' },
    idempotencyKey,
  });

describe('StripePaymentGateway against the loopback fake', () => {
  it('creates a card-only, manual-capture PaymentIntent with an idempotency key', async () => {
    const intent = await hold('pm_card_visa', 'order-1');
    expect(intent).toMatchObject({
      status: 'requires_capture',
      amountCents: 2_500,
      reference: 'basket:abc',
      paymentMethodId: 'pm_card_visa',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    const request = lastRequest('/v1/payment_intents');
    expect(request.idempotencyKey).toBe('order-1');
    expect(request.body).toMatchObject({
      amount: '2500',
      currency: 'usd',
      capture_method: 'manual',
      confirm: 'true',
      allowed_payment_method_types: ['card'],
      metadata: { reference: 'basket:abc' },
    });
  });

  it('answers the same intent when the same idempotency key is sent again', async () => {
    const first = await hold('pm_card_visa', 'order-2');
    const again = await hold('pm_card_visa', 'order-2');
    expect(again.id).toBe(first.id);
  });

  it("maps declines to PaymentDeclined with the card's text", async () => {
    await expect(hold('pm_card_chargeDeclined', 'order-3')).rejects.toMatchObject({
      name: PaymentDeclined.name,
      message: 'Your card was declined.',
      declineCode: 'generic_decline',
    });
    await expect(hold('pm_card_chargeDeclinedInsufficientFunds', 'order-4')).rejects.toThrow(
      'Your card has insufficient funds.',
    );
  });

  it('captures, cancels and refunds with idempotency keys', async () => {
    const captured = await hold('pm_card_mastercard', 'order-5');
    expect(
      await gateway.capturePaymentIntent({ id: captured.id, idempotencyKey: 'capture-5' }),
    ).toMatchObject({
      status: 'succeeded',
      amountReceivedCents: 2_500,
    });
    expect(lastRequest(`/v1/payment_intents/${captured.id}/capture`).idempotencyKey).toBe('capture-5');
    expect(
      await gateway.createRefund({
        paymentIntentId: captured.id,
        amountCents: 700,
        idempotencyKey: 'refund-5',
      }),
    ).toMatchObject({
      amountCents: 700,
    });
    expect(lastRequest('/v1/refunds')).toMatchObject({
      idempotencyKey: 'refund-5',
      body: { payment_intent: captured.id, amount: '700' },
    });

    const released = await hold('pm_card_amex', 'order-6');
    expect(await gateway.cancelPaymentIntent({ id: released.id, idempotencyKey: 'cancel-6' })).toMatchObject({
      status: 'canceled',
    });
    expect(lastRequest(`/v1/payment_intents/${released.id}/cancel`).idempotencyKey).toBe('cancel-6');
  });

  it('answers null for an unknown intent or payment method, and PaymentNotFound when moving one', async () => {
    expect(await gateway.retrievePaymentIntent('pi_missing')).toBeNull();
    expect(await gateway.retrievePaymentMethodCard('pm_missing')).toBeNull();
    await expect(gateway.capturePaymentIntent({ id: 'pi_missing', idempotencyKey: 'x' })).rejects.toThrow(
      PaymentNotFound,
    );
  });

  it('reports a payment method card with its raw brand, for billing to apply the brand rule', async () => {
    expect(await gateway.retrievePaymentMethodCard('pm_card_diners')).toMatchObject({
      brand: 'diners',
      last4: '0004',
    });
  });

  it('creates customers and SetupIntents with idempotency keys', async () => {
    const customer = await gateway.createCustomer({
      email: 'jo@example.com',
      name: 'Jo',
      idempotencyKey: 'cus-1',
    });
    expect(lastRequest('/v1/customers').idempotencyKey).toBe('cus-1');
    const setup = await gateway.createSetupIntent({
      customerId: customer.id,
      usage: 'off_session',
      requestThreeDSecure: true,
      metadata: { accountId: '7' },
      idempotencyKey: 'seti-1',
    });
    expect(setup).toMatchObject({
      status: 'requires_payment_method',
      customerId: customer.id,
      usage: 'off_session',
    });
    expect(lastRequest('/v1/setup_intents')).toMatchObject({
      idempotencyKey: 'seti-1',
      body: { payment_method_options: { card: { request_three_d_secure: 'any' } } },
    });
  });
});
