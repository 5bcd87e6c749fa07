import { describe, expect, it } from 'vitest';
import { BankAccount } from '../domain/bank-account.ts';
import { Taxpayer } from '../domain/taxpayer.ts';
import type { BankAccounts, Taxpayers } from '../ports/payee-details.ts';
import type { PayoutGateway, PaypalPayouts } from '../ports/payout-gateway.ts';
import { makePayoutRails, PAYOUT_REFUSALS } from './payout-rails.ts';

const now = new Date('2026-11-28T12:00:00Z');

function world(options: {
  taxpayer?: boolean;
  bank?: 'none' | 'pending' | 'verified';
  achAvailable?: boolean;
}) {
  const taxpayer = options.taxpayer
    ? new Taxpayer({ brokerAccountId: 7, payee: 'Acme', tinSealed: 'v1.x', tinLast4: '6789', now })
    : null;
  let bank: BankAccount | null = null;
  if (options.bank && options.bank !== 'none') {
    bank = new BankAccount({
      brokerAccountId: 7,
      type: 'checking',
      routingNumberSealed: 'v1.r',
      accountNumberSealed: 'v1.a',
      last4: '4321',
      depositsSealed: 'v1.d',
      now,
    });
    bank.recipientRef = 'acct_1';
    if (options.bank === 'verified') bank.verifiedDate = now;
  }
  const sent: unknown[] = [];
  const gateway: PayoutGateway = {
    kind: 'simulated',
    sendMicroDeposits: async () => ({ recipientRef: 'acct_1' }),
    sendAch: async (input) => {
      sent.push(input);
      return { reference: `tr_${input.payoutId}` };
    },
  };
  const rails = makePayoutRails({
    taxpayers: { ofBroker: async () => taxpayer } as unknown as Taxpayers,
    bankAccounts: { ofBroker: async () => bank } as unknown as BankAccounts,
    gateway,
    paypal: null,
    achAvailable: options.achAvailable ?? true,
  });
  return { rails, sent };
}

describe('payout rails (spec 3 section 8 hints, docs/adr/0063)', () => {
  it('refuses ACH in order: taxpayer information, then a bank account, then its verification', async () => {
    expect(await world({}).rails.refusal(7, 'ach')).toBe(PAYOUT_REFUSALS.noTaxpayer);
    expect(await world({ bank: 'verified' }).rails.refusal(7, 'ach')).toBe(PAYOUT_REFUSALS.noTaxpayer);
    expect(await world({ taxpayer: true }).rails.refusal(7, 'ach')).toBe(PAYOUT_REFUSALS.noBankAccount);
    expect(await world({ taxpayer: true, bank: 'pending' }).rails.refusal(7, 'ach')).toBe(
      'Your bank account information has not yet been verified, unable to ACH payout',
    );
    expect(await world({ taxpayer: true, bank: 'verified' }).rails.refusal(7, 'ach')).toBeNull();
  });

  it('the simulator does not pay outside development', async () => {
    const { rails } = world({ taxpayer: true, bank: 'verified', achAvailable: false });
    expect(await rails.refusal(7, 'ach')).toBe(PAYOUT_REFUSALS.achUnavailable);
  });

  it('sends a verified ACH payout through the gateway, and refuses an unverified one without calling it', async () => {
    const ready = world({ taxpayer: true, bank: 'verified' });
    expect(
      await ready.rails.send({ payoutId: 5, brokerAccountId: 7, type: 'ach', amountCents: 900 }),
    ).toEqual({
      reference: 'tr_5',
    });
    expect(ready.sent).toEqual([{ payoutId: 5, recipientRef: 'acct_1', amountCents: 900 }]);
    const pending = world({ taxpayer: true, bank: 'pending' });
    await expect(
      pending.rails.send({ payoutId: 6, brokerAccountId: 7, type: 'ach', amountCents: 900 }),
    ).rejects.toThrow(PAYOUT_REFUSALS.unverified);
    expect(pending.sent).toEqual([]);
  });

  it('PayPal unconfigured: not enabled, refused with a clear message', async () => {
    const { rails } = world({ taxpayer: true });
    expect(rails.paypalEnabled()).toBe(false);
    expect(await rails.refusal(7, 'paypal')).toBe(PAYOUT_REFUSALS.paypalUnavailable);
    await expect(
      rails.send({ payoutId: 8, brokerAccountId: 7, type: 'paypal', amountCents: 100, paypalCode: 'x' }),
    ).rejects.toThrow(PAYOUT_REFUSALS.paypalUnavailable);
  });

  it('PayPal configured: enabled, and it needs the broker to sign in with PayPal', async () => {
    const paypal: PaypalPayouts = {
      config: { env: 'sandbox', clientId: 'id', merchantId: null },
      send: async (input) => ({ reference: `BATCH-${input.payoutId}` }),
    };
    const rails = makePayoutRails({
      taxpayers: { ofBroker: async () => null } as unknown as Taxpayers,
      bankAccounts: { ofBroker: async () => null } as unknown as BankAccounts,
      gateway: {} as PayoutGateway,
      paypal,
      achAvailable: true,
    });
    expect(rails.paypalEnabled()).toBe(true);
    expect(await rails.refusal(7, 'paypal')).toBeNull();
    await expect(
      rails.send({ payoutId: 9, brokerAccountId: 7, type: 'paypal', amountCents: 100 }),
    ).rejects.toThrow(PAYOUT_REFUSALS.paypalSignIn);
    expect(
      await rails.send({
        payoutId: 9,
        brokerAccountId: 7,
        type: 'paypal',
        amountCents: 100,
        paypalCode: 'c',
      }),
    ).toEqual({ reference: 'BATCH-9' });
  });
});
