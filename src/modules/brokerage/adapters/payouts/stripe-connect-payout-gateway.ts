import Stripe from 'stripe';
import { PayoutProviderFailed } from '../../domain/ach.errors.ts';
import type { PayoutBankDetails, PayoutGateway } from '../../ports/payout-gateway.ts';

/** Where the SDK sends its calls: Stripe by default (STRIPE_API_URL), the loopback fake in tests. */
export interface StripeConnectConnection {
  secretKey: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
}

/**
 * ACH payouts through Stripe Connect (PAYOUT_GATEWAY=stripe, docs/adr/0063). Each broker is a Custom connected
 * account with manual payouts and their bank account as its external account. A payout is a transfer from the
 * platform to the connected account and a payout of it to the bank, both keyed by the payout id; the two
 * micro-deposits are one transfer and two bank payouts keyed by the bank account and its version.
 */
export class StripeConnectPayoutGateway implements PayoutGateway {
  readonly kind = 'stripe' as const;
  readonly #stripe: Stripe;

  constructor(connection: StripeConnectConnection) {
    this.#stripe = new Stripe(connection.secretKey, {
      ...(connection.host ? { host: connection.host } : {}),
      ...(connection.port ? { port: connection.port } : {}),
      ...(connection.protocol ? { protocol: connection.protocol } : {}),
      maxNetworkRetries: connection.maxNetworkRetries ?? 2,
      telemetry: false,
      timeout: 30_000,
    });
  }

  async sendMicroDeposits(input: PayoutBankDetails & { amountsCents: [number, number] }) {
    return call(async () => {
      const key = `bank-${input.bankAccountId}-${input.version}`;
      const recipientRef = input.recipientRef ?? (await this.#connectedAccount(input));
      await this.#stripe.accounts.createExternalAccount(
        recipientRef,
        {
          external_account: {
            object: 'bank_account',
            country: 'US',
            currency: 'usd',
            routing_number: input.routingNumber,
            account_number: input.accountNumber,
            account_holder_name: input.payee,
            account_holder_type: 'individual',
          },
          default_for_currency: true,
          metadata: { bankAccountId: String(input.bankAccountId) },
        },
        { idempotencyKey: `${key}-external-account` },
      );
      const [first, second] = input.amountsCents;
      await this.#stripe.transfers.create(
        {
          amount: first + second,
          currency: 'usd',
          destination: recipientRef,
          description: 'Bank account verification deposits',
          metadata: { bankAccountId: String(input.bankAccountId) },
        },
        { idempotencyKey: `${key}-deposits` },
      );
      for (const [i, amount] of [first, second].entries()) {
        await this.#stripe.payouts.create(
          { amount, currency: 'usd', statement_descriptor: 'ACCTVERIFY' },
          { stripeAccount: recipientRef, idempotencyKey: `${key}-deposit-${i + 1}` },
        );
      }
      return { recipientRef };
    });
  }

  async sendAch(input: { payoutId: number; recipientRef: string; amountCents: number }) {
    return call(async () => {
      const key = `payout-${input.payoutId}`;
      const transfer = await this.#stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          destination: input.recipientRef,
          transfer_group: key,
          metadata: { payoutId: String(input.payoutId) },
        },
        { idempotencyKey: key },
      );
      await this.#stripe.payouts.create(
        { amount: input.amountCents, currency: 'usd', metadata: { payoutId: String(input.payoutId) } },
        { stripeAccount: input.recipientRef, idempotencyKey: `${key}-bank` },
      );
      return { reference: transfer.id };
    });
  }

  /** A Custom connected account that may receive transfers, paid out only when we say (manual schedule). */
  async #connectedAccount(input: PayoutBankDetails): Promise<string> {
    const account = await this.#stripe.accounts.create(
      {
        type: 'custom',
        country: 'US',
        capabilities: { transfers: { requested: true } },
        business_profile: { name: input.payee },
        settings: { payouts: { schedule: { interval: 'manual' } } },
        metadata: { brokerAccountId: String(input.brokerAccountId) },
      },
      { idempotencyKey: `broker-${input.brokerAccountId}-bank-${input.bankAccountId}-account` },
    );
    return account.id;
  }
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      throw new PayoutProviderFailed(`The payout provider refused: ${error.message}`);
    throw error;
  }
}
