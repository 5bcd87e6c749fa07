import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { SavedCard } from '../domain/saved-card.ts';
import {
  InMemoryLedger,
  InMemoryPayments,
  InMemorySavedCards,
  inMemorySimulator,
} from '../testing/in-memory-billing.ts';
import { makePayToAccount } from './pay-to-account.ts';

const clock = new FixedClock('2026-11-24T12:00:00Z');
let gateway: ReturnType<typeof inMemorySimulator>;
let ledger: InMemoryLedger;
let cards: InMemorySavedCards;
let pay: ReturnType<typeof makePayToAccount>;

beforeEach(() => {
  gateway = inMemorySimulator(clock);
  ledger = new InMemoryLedger();
  cards = new InMemorySavedCards();
  pay = makePayToAccount({
    gateway,
    payments: new InMemoryPayments(),
    ledger,
    cards,
    clock,
    tx: (work) => work(),
  });
});

/** Saves a test card on file the way the payment-method page does (an off-session SetupIntent). */
async function cardOnFile(accountId: number, number: string, attach = true) {
  const customer = await gateway.createCustomer({ idempotencyKey: `cus-${accountId}` });
  const setup = await gateway.createSetupIntent({
    customerId: attach ? customer.id : null,
    usage: 'off_session',
    requestThreeDSecure: false,
    metadata: { accountId: String(accountId) },
    idempotencyKey: `seti-${accountId}`,
  });
  const method = await gateway.createPaymentMethod({ number, expMonth: 12, expYear: 2030, cvc: '123' });
  await gateway.confirmSetupIntent({ id: setup.id, paymentMethodId: method.id });
  const card = { brand: 'visa' as const, last4: number.slice(-4), expMonth: 12, expYear: 2030 };
  await cards.save(
    new SavedCard({ accountId, paymentMethodId: method.id, customerId: customer.id, card, now: clock.now() }),
  );
}

const input = (method: Parameters<typeof pay>[0]['method'], idempotencyKey = 'k1') => ({
  accountId: 7,
  userId: 70,
  amountCents: 2500,
  method,
  idempotencyKey,
});

describe('payToAccount', () => {
  it('charges the card on file off-session and records one payment entry', async () => {
    await cardOnFile(7, '4242424242424242');
    const paid = await pay(input({ kind: 'cardOnFile' }));
    expect(paid.balanceCents).toBe(-2500);
    expect((await gateway.retrievePaymentIntent(paid.paymentIntentId))?.status).toBe('succeeded');
    expect(ledger.entries).toMatchObject([
      { accountId: 7, kind: 'payment', amountCents: 2500, description: 'Payment, Visa ending 4242' },
    ]);
  });

  it('answers the same payment for the same idempotency key and records it once', async () => {
    await cardOnFile(7, '4242424242424242');
    const first = await pay(input({ kind: 'cardOnFile' }));
    const again = await pay(input({ kind: 'cardOnFile' }));
    expect(again).toEqual(first);
    expect(ledger.entries).toHaveLength(1);
  });

  it('throws the card message on a decline and records nothing', async () => {
    await cardOnFile(7, '4000000000009995');
    await expect(pay(input({ kind: 'cardOnFile' }))).rejects.toThrow('Your card has insufficient funds.');
    await expect(pay(input({ kind: 'card', paymentId: 'pm_card_chargeDeclined' }, 'k2'))).rejects.toThrow(
      'Your card was declined.',
    );
    expect(ledger.entries).toEqual([]);
  });

  it('refuses the card on file when there is none, and a saved card not attached to its customer', async () => {
    await expect(pay(input({ kind: 'cardOnFile' }))).rejects.toThrow(
      'You do not have a credit card on file.',
    );
    await cardOnFile(7, '4242424242424242', false);
    await expect(pay(input({ kind: 'cardOnFile' }))).rejects.toThrow(/attached/);
    expect(ledger.entries).toEqual([]);
  });

  it("takes a one-time card's confirmed intent for this account only, for exactly its amount", async () => {
    const intent = async (reference: string) =>
      gateway.createPaymentIntent({
        amountCents: 2500,
        customerId: null,
        paymentMethodId: 'pm_card_mastercard',
        description: 'pay-now',
        metadata: { reference },
        idempotencyKey: reference,
      });
    const others = await intent('account:8');
    await expect(pay(input({ kind: 'card', paymentId: others.id }))).rejects.toThrow('Payment not found');
    const mine = await intent('account:7');
    await expect(pay({ ...input({ kind: 'card', paymentId: mine.id }), amountCents: 100 })).rejects.toThrow(
      'does not match',
    );
    const paid = await pay(input({ kind: 'card', paymentId: mine.id }));
    expect(paid).toEqual({ paymentIntentId: mine.id, balanceCents: -2500 });
    expect(ledger.entries[0]?.description).toBe('Payment, Mastercard ending 4444');
  });
});
