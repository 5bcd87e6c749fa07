import type { ExternalPayoutType, PayoutRails } from '../ports/payout-rails.ts';

/**
 * PayoutRails in memory for tests: `refuse` answers a refusal before any claim; `failNext` makes the next
 * send throw (the provider refused after the claim); sends are idempotent by payout id like the real rails.
 */
export class FakePayoutRails implements PayoutRails {
  refuse: Partial<Record<ExternalPayoutType, string>> = {};
  failNext: string | null = null;
  readonly sent = new Map<
    number,
    { brokerAccountId: number; type: ExternalPayoutType; amountCents: number }
  >();
  paypal = true;

  async refusal(_brokerAccountId: number, type: ExternalPayoutType): Promise<string | null> {
    return this.refuse[type] ?? null;
  }

  async send(input: {
    payoutId: number;
    brokerAccountId: number;
    type: ExternalPayoutType;
    amountCents: number;
  }): Promise<{ reference: string }> {
    if (this.failNext) {
      const message = this.failNext;
      this.failNext = null;
      throw new Error(message);
    }
    if (!this.sent.has(input.payoutId))
      this.sent.set(input.payoutId, {
        brokerAccountId: input.brokerAccountId,
        type: input.type,
        amountCents: input.amountCents,
      });
    return { reference: `fake_${input.type}_${input.payoutId}` };
  }

  paypalEnabled(): boolean {
    return this.paypal;
  }

  reset(): void {
    this.refuse = {};
    this.failNext = null;
    this.sent.clear();
  }
}
