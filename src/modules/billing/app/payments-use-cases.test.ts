import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { InMemoryLedger, InMemoryPayments, inMemorySimulator } from '../testing/in-memory-billing.ts';
import { makeAccountBalance } from './account-balance.ts';
import { makeAuthorizePayment, NOT_CONFIRMED_MESSAGE } from './authorize-payment.ts';
import { requirePayable } from './payer.ts';
import { makeRecordLedgerEntries } from './record-ledger-entries.ts';

const clock = new FixedClock('2026-11-24T12:00:00Z');
let gateway: ReturnType<typeof inMemorySimulator>;
let payments: InMemoryPayments;

beforeEach(() => {
  gateway = inMemorySimulator(clock);
  payments = new InMemoryPayments();
});

const input = (paymentId: string) => ({
  reference: 'confirm:3b0f3a9e-2f7c-4a51-9c55-2d0c7f5f0d11',
  amountCents: 995,
  paymentId,
  idempotencyKey: 'confirm-1',
  customer: { email: 'jo@example.com', name: 'Jo' },
  description: 'Activation',
});

describe('authorizePayment', () => {
  it('refuses an intent whose card was never confirmed, and one that is not a pi_ or pm_ id', async () => {
    const authorize = makeAuthorizePayment({ gateway, payments, clock });
    const open = await gateway.createPaymentIntent({
      amountCents: 995,
      customerId: null,
      paymentMethodId: null,
      description: 'x',
      metadata: { reference: input('').reference },
      idempotencyKey: 'open',
    });
    await expect(authorize(input(open.id))).rejects.toThrow(NOT_CONFIRMED_MESSAGE);
    await expect(authorize(input('tok_visa'))).rejects.toThrow('Payment not found');
    await expect(authorize({ ...input('pm_card_visa'), amountCents: 0 })).rejects.toThrow('above 0');
  });

  it('records the hold with its card', async () => {
    const held = await makeAuthorizePayment({ gateway, payments, clock })(input('pm_card_amex'));
    expect(payments.rows.get(held.paymentIntentId)).toMatchObject({
      reference: input('').reference,
      amountCents: 995,
      status: 'requires_capture',
      card: { brand: 'amex', last4: '0005' },
    });
  });
});

describe('ledger', () => {
  it('answers the balance as the sum of signed entries, per account', async () => {
    const ledger = new InMemoryLedger();
    const record = makeRecordLedgerEntries({ ledger, clock });
    await record({
      accountId: 1,
      entries: [
        { kind: 'charge', amountCents: 2_000, description: 'Number', reference: 'basket:a' },
        { kind: 'payment', amountCents: 1_500, description: 'Card', reference: 'basket:a' },
      ],
    });
    await record({
      accountId: 2,
      entries: [{ kind: 'credit', amountCents: 100, description: 'Credit', reference: 'r' }],
    });
    expect(await makeAccountBalance({ ledger })(1)).toBe(500);
    expect(await makeAccountBalance({ ledger })(2)).toBe(-100);
  });
});

describe('who may pay a reference', () => {
  const baskets = { isOpenTo: async (uuid: string) => uuid === '3b0f3a9e-2f7c-4a51-9c55-2d0c7f5f0d11' };
  const guest = { brandingId: 1, accountId: null, role: 'guest' as const };

  it('lets a payer pay an open basket, their own account and a confirmation; nothing else', async () => {
    await expect(
      requirePayable(baskets, 'basket:3b0f3a9e-2f7c-4a51-9c55-2d0c7f5f0d11', guest),
    ).resolves.toBeUndefined();
    await expect(
      requirePayable(baskets, 'confirm:00000000-0000-4000-8000-000000000000', guest),
    ).resolves.toBeUndefined();
    await expect(
      requirePayable(baskets, 'account:5', { ...guest, accountId: 5, role: 'user' }),
    ).resolves.toBeUndefined();
    for (const reference of ['basket:00000000-0000-4000-8000-000000000000', 'account:5', 'offer:1'])
      await expect(requirePayable(baskets, reference, guest), reference).rejects.toThrow('not yours');
  });
});
