import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountIdOf } from '../../../src/modules/accounts/index.ts';
import { PaymentDeclined, UnsupportedCardBrand } from '../../../src/modules/billing/index.ts';
import { withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let keys = 0;
const key = () => `test-key-${++keys}`;

beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
});
afterAll(() => t.close());

const billing = () => t.composed.modules.billing;
const customer = { email: 'jo@example.com', name: 'Jo Buyer' };

function authorize(
  paymentId: string,
  changes: Partial<Parameters<ReturnType<typeof billing>['payments']['authorize']>[0]> = {},
) {
  return billing().payments.authorize({
    reference: 'basket:3b0f3a9e-2f7c-4a51-9c55-2d0c7f5f0d11',
    amountCents: 2_500,
    paymentId,
    idempotencyKey: key(),
    customer,
    description: 'Numberyard order',
    ...changes,
  });
}

async function simulatedStatus(paymentIntentId: string) {
  const rows = await t.sql<{ status: string }>(
    "select data->>'status' as status from billing.simulated_object where id = $1",
    [paymentIntentId],
  );
  return rows[0]?.status;
}

describe('billing.payments with the simulator (no STRIPE_SECRET_KEY)', () => {
  it('answers one hold to ten authorizations sent at once with one idempotency key (a double submit)', async () => {
    const idempotencyKey = key();
    const all = await Promise.allSettled(
      Array.from({ length: 10 }, () => authorize('pm_card_visa', { idempotencyKey })),
    );
    const ids = all.map((result) =>
      result.status === 'fulfilled' ? result.value.paymentIntentId : result.reason,
    );
    expect(ids.map((id) => (typeof id === 'string' ? 'ok' : String(id)))).toEqual(ids.map(() => 'ok'));
    expect(new Set(ids).size).toBe(1);
    const records = await t.sql('select status from billing.payment where payment_intent_id = $1', [ids[0]]);
    expect(records).toEqual([{ status: 'requires_capture' }]);
  });

  it('places an uncaptured hold with pm_card_visa and answers the card, never the number', async () => {
    const held = await authorize('pm_card_visa');
    expect(held).toMatchObject({ captured: false, card: { brand: 'visa', last4: '4242' } });
    expect(held.paymentIntentId).toMatch(/^pi_/);
    expect(await simulatedStatus(held.paymentIntentId)).toBe('requires_capture');
    const [record] = await t.sql(
      'select reference, amount_cents, status from billing.payment where payment_intent_id = $1',
      [held.paymentIntentId],
    );
    expect(record).toEqual({
      reference: 'basket:3b0f3a9e-2f7c-4a51-9c55-2d0c7f5f0d11',
      amount_cents: 2500,
      status: 'requires_capture',
    });
  });

  it('answers the same hold for the same idempotency key (a retried checkout holds once)', async () => {
    const idempotencyKey = key();
    const first = await authorize('pm_card_mastercard', { idempotencyKey });
    const again = await authorize('pm_card_mastercard', { idempotencyKey });
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
  });

  it("refuses a declined card with the card's message", async () => {
    await expect(authorize('pm_card_chargeDeclined')).rejects.toThrow(PaymentDeclined);
    await expect(authorize('pm_card_chargeDeclined')).rejects.toThrow('Your card was declined.');
    await expect(authorize('pm_card_chargeDeclinedInsufficientFunds')).rejects.toThrow(
      'Your card has insufficient funds.',
    );
  });

  it('refuses a brand outside amex, visa, mastercard and discover', async () => {
    await expect(authorize('pm_card_diners')).rejects.toThrow(UnsupportedCardBrand);
    await expect(authorize('pm_card_jcb')).rejects.toThrow(
      'Encountered unknown credit card brand, unable to continue',
    );
  });

  it('verifies a PaymentIntent only for its own reference and amount', async () => {
    const held = await authorize('pm_card_amex');
    await expect(authorize(held.paymentIntentId, { amountCents: 2_499 })).rejects.toThrow(
      'The payment does not match this order.',
    );
    await expect(
      authorize(held.paymentIntentId, { reference: 'basket:00000000-0000-4000-8000-000000000000' }),
    ).rejects.toThrow('The payment does not match this order.');
    await expect(authorize('pi_sim_unknown')).rejects.toThrow('Payment not found');
    await expect(authorize(held.paymentIntentId)).resolves.toMatchObject({
      paymentIntentId: held.paymentIntentId,
      captured: false,
    });
  });

  it('captures a hold once, then refunds part and the rest', async () => {
    const held = await authorize('pm_card_discover');
    await billing().payments.capture({ paymentIntentId: held.paymentIntentId, idempotencyKey: key() });
    await billing().payments.capture({ paymentIntentId: held.paymentIntentId, idempotencyKey: key() });
    expect(await simulatedStatus(held.paymentIntentId)).toBe('succeeded');
    await billing().payments.refund({
      paymentIntentId: held.paymentIntentId,
      amountCents: 500,
      idempotencyKey: 'refund-1',
    });
    await billing().payments.refund({
      paymentIntentId: held.paymentIntentId,
      amountCents: 500,
      idempotencyKey: 'refund-1',
    });
    await billing().payments.refund({ paymentIntentId: held.paymentIntentId, idempotencyKey: 'refund-2' });
    const [record] = await t.sql(
      'select status, refunded_cents from billing.payment where payment_intent_id = $1',
      [held.paymentIntentId],
    );
    expect(record).toEqual({ status: 'succeeded', refunded_cents: 2500 });
  });

  it('releases a hold (nothing charged) and will not capture it afterwards', async () => {
    const held = await authorize('pm_card_visa');
    await billing().payments.release({ paymentIntentId: held.paymentIntentId, idempotencyKey: key() });
    await billing().payments.release({ paymentIntentId: held.paymentIntentId, idempotencyKey: key() });
    expect(await simulatedStatus(held.paymentIntentId)).toBe('canceled');
    await expect(
      billing().payments.capture({ paymentIntentId: held.paymentIntentId, idempotencyKey: key() }),
    ).rejects.toThrow('released');
  });
});

describe('billing.ledger', () => {
  it("records in the caller's transaction: a rolled-back caller leaves no entry", async () => {
    const accountId = (await withContext(t.orm, () =>
      demoAccountIdOf(t.orm.em.fork(), 'broker@numberyard.test'),
    ))!;
    const before = await billing().ledger.balanceCents(accountId);
    await expect(
      t.composed.ports.tx(async () => {
        await billing().ledger.record({
          accountId,
          entries: [{ kind: 'charge', amountCents: 1_000, description: 'Number', reference: 'basket:x' }],
        });
        throw new Error('checkout failed later');
      }),
    ).rejects.toThrow('checkout failed later');
    expect(await billing().ledger.balanceCents(accountId)).toBe(before);
  });

  it('adds charges and taxes and subtracts payments, credits and refunds; the profile shows the balance', async () => {
    const accountId = (await withContext(t.orm, () =>
      demoAccountIdOf(t.orm.em.fork(), 'admin@numberyard.test'),
    ))!;
    await t.composed.ports.tx(() =>
      billing().ledger.record({
        accountId,
        entries: [
          { kind: 'charge', amountCents: 10_000, description: 'Number', reference: 'basket:a' },
          { kind: 'tax', amountCents: 800, description: 'Tax', reference: 'basket:a' },
          { kind: 'payment', amountCents: 5_000, description: 'Card', reference: 'basket:a' },
          { kind: 'credit', amountCents: 300, description: 'Goodwill', reference: 'basket:a' },
          { kind: 'refund', amountCents: 500, description: 'Refund', reference: 'basket:a' },
        ],
      }),
    );
    expect(await billing().ledger.balanceCents(accountId)).toBe(5_000);
    const cookie = await logIn(t, 'admin@numberyard.test');
    const profile = await (await t.request('/api/profile', { cookie })).json();
    expect(profile.accountBalance).toBe(5_000);
    expect(profile.paymentMethod).toBeNull();
  });

  it('refuses a negative or fractional amount and records none of the entries', async () => {
    await expect(
      billing().ledger.record({
        accountId: 1,
        entries: [
          { kind: 'charge', amountCents: 100, description: 'ok', reference: 'r' },
          { kind: 'payment', amountCents: -100, description: 'bad', reference: 'r' },
        ],
      }),
    ).rejects.toThrow('A ledger amount is a whole, non-negative number of cents.');
    expect(await billing().ledger.balanceCents(1)).toBe(0);
  });
});
