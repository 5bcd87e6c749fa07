import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../platform/clock/clock.ts';
import { PaymentDeclined, PaymentStateConflict } from '../../domain/billing.errors.ts';
import { InMemorySimulatorStore } from '../../testing/in-memory-billing.ts';
import { SimulatedPaymentGateway } from './simulated-payment-gateway.ts';
import { TEST_PAYMENT_METHODS, testCardByNumber } from './test-cards.ts';

let store: InMemorySimulatorStore;
let simulator: SimulatedPaymentGateway;
let keys = 0;

beforeEach(() => {
  store = new InMemorySimulatorStore();
  simulator = new SimulatedPaymentGateway(store, new FixedClock('2026-11-24T12:00:00Z'));
});

const hold = (paymentMethodId: string | null, idempotencyKey = `key-${++keys}`) =>
  simulator.createPaymentIntent({
    amountCents: 1_995,
    customerId: null,
    paymentMethodId,
    description: 'Order',
    metadata: { reference: 'basket:x' },
    idempotencyKey,
  });

describe('the payment simulator: outcomes by test PaymentMethod id', () => {
  it.each([
    ['pm_card_visa', 'visa', '4242'],
    ['pm_card_mastercard', 'mastercard', '4444'],
    ['pm_card_amex', 'amex', '0005'],
    ['pm_card_discover', 'discover', '1117'],
  ])('%s places a hold on a %s ending %s', async (pm, brand, last4) => {
    expect(await hold(pm)).toMatchObject({
      status: 'requires_capture',
      amountCents: 1_995,
      reference: 'basket:x',
      card: { brand, last4, expMonth: 12, expYear: 2029 },
    });
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.'],
    ['pm_card_chargeDeclinedIncorrectCvc', "Your card's security code is incorrect."],
  ])('%s is refused with "%s", again on a replay of the same request', async (pm, message) => {
    await expect(hold(pm, 'same')).rejects.toMatchObject({ name: PaymentDeclined.name, message });
    await expect(hold(pm, 'same')).rejects.toThrow(message);
  });

  it('knows every pm_card_* id it lists, with the brand of its number', () => {
    for (const [id, card] of Object.entries(TEST_PAYMENT_METHODS)) expect(card.last4, id).toMatch(/^\d{4}$/);
    expect(TEST_PAYMENT_METHODS.pm_card_diners?.brand).toBe('diners');
  });
});

describe('the payment simulator: typed test cards', () => {
  it.each([
    ['4242424242424242', 'visa', 'succeeds'],
    ['4000000000000002', 'visa', 'card_declined'],
    ['4000000000009995', 'visa', 'insufficient_funds'],
    ['5555555555554444', 'mastercard', 'succeeds'],
    ['378282246310005', 'amex', 'succeeds'],
    ['6011111111111117', 'discover', 'succeeds'],
  ])('%s is a %s card that %s', (number, brand, outcome) => {
    expect(testCardByNumber(number)).toMatchObject({ brand, outcome, last4: number.slice(-4) });
  });

  it("accepts only Stripe's test numbers, and stores brand and last four without the number", async () => {
    await expect(
      simulator.createPaymentMethod({ number: '4111111111111111', expMonth: 1, expYear: 2030, cvc: '123' }),
    ).rejects.toThrow('Your card number is incorrect.');
    const { id } = await simulator.createPaymentMethod({
      number: '4000000000009995',
      expMonth: 1,
      expYear: 2030,
      cvc: '123',
    });
    expect(JSON.stringify([...store.objects.values()])).not.toContain('4000000000009995');
    const intent = await hold(null);
    await expect(
      simulator.confirmPaymentIntent({ id: intent.id, paymentMethodId: id, idempotencyKey: 'c' }),
    ).rejects.toThrow('Your card has insufficient funds.');
    expect(await simulator.retrievePaymentIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: 'Your card has insufficient funds.',
    });
  });
});

describe('the payment simulator: holds, capture, release and refunds', () => {
  it('answers the same intent for the same idempotency key', async () => {
    const first = await hold('pm_card_visa', 'k');
    expect((await hold('pm_card_visa', 'k')).id).toBe(first.id);
  });

  it('captures a hold once and refunds up to what was captured, each refund key once', async () => {
    const intent = await hold('pm_card_visa');
    await simulator.capturePaymentIntent({ id: intent.id, idempotencyKey: 'c1' });
    expect(await simulator.capturePaymentIntent({ id: intent.id, idempotencyKey: 'c2' })).toMatchObject({
      status: 'succeeded',
      amountReceivedCents: 1_995,
    });
    expect(
      await simulator.createRefund({ paymentIntentId: intent.id, amountCents: 995, idempotencyKey: 'r1' }),
    ).toMatchObject({
      amountCents: 995,
    });
    expect(
      await simulator.createRefund({ paymentIntentId: intent.id, amountCents: 995, idempotencyKey: 'r1' }),
    ).toMatchObject({
      amountCents: 995,
    });
    await expect(
      simulator.createRefund({ paymentIntentId: intent.id, amountCents: 1_001, idempotencyKey: 'r2' }),
    ).rejects.toThrow(PaymentStateConflict);
    expect(await simulator.createRefund({ paymentIntentId: intent.id, idempotencyKey: 'r3' })).toMatchObject({
      amountCents: 1_000,
    });
  });

  it('releases a hold, which then cannot be captured, and refuses to release a captured payment', async () => {
    const released = await hold('pm_card_visa');
    expect(await simulator.cancelPaymentIntent({ id: released.id, idempotencyKey: 'x' })).toMatchObject({
      status: 'canceled',
    });
    await expect(simulator.capturePaymentIntent({ id: released.id, idempotencyKey: 'y' })).rejects.toThrow(
      PaymentStateConflict,
    );
    const captured = await hold('pm_card_visa');
    await simulator.capturePaymentIntent({ id: captured.id, idempotencyKey: 'z' });
    await expect(simulator.cancelPaymentIntent({ id: captured.id, idempotencyKey: 'w' })).rejects.toThrow(
      PaymentStateConflict,
    );
  });

  it('changes the amount only before confirmation', async () => {
    const open = await hold(null);
    expect(await simulator.updatePaymentIntentAmount({ id: open.id, amountCents: 2_500 })).toMatchObject({
      amountCents: 2_500,
    });
    const held = await hold('pm_card_visa');
    await expect(simulator.updatePaymentIntentAmount({ id: held.id, amountCents: 2_500 })).rejects.toThrow(
      PaymentStateConflict,
    );
  });
});
