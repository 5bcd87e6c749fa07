import type { BillingModule } from '../../../billing/index.ts';
import type { EarningsBilling } from '../../ports/earnings-billing.ts';

type Billing = {
  payments: Pick<BillingModule['payments'], 'collected'>;
  ledger: Pick<BillingModule['ledger'], 'recordOnce' | 'balanceCents'>;
};

/**
 * Brokers' earnings over billing (docs/adr/0061): a card payment is collected once billing records it
 * succeeded (captured); an account-billed order once its buyer's balance is not positive. The broker's ledger
 * gets a 'credit' for an account payout and a 'charge' for a chargeback, each once per reference.
 */
export function billingEarnings(billing: Billing): EarningsBilling {
  return {
    collected: async (funding) => {
      if (funding.kind === 'card')
        return funding.paymentIntentId ? billing.payments.collected(funding.paymentIntentId) : false;
      if (funding.kind === 'account')
        return (
          funding.buyerAccountId !== null && (await billing.ledger.balanceCents(funding.buyerAccountId)) <= 0
        );
      return true;
    },
    credit: (input) =>
      billing.ledger.recordOnce({
        accountId: input.accountId,
        entry: {
          kind: 'credit',
          amountCents: input.amountCents,
          description: input.description,
          reference: input.reference,
        },
      }),
    debit: (input) =>
      billing.ledger.recordOnce({
        accountId: input.accountId,
        entry: {
          kind: 'charge',
          amountCents: input.amountCents,
          description: input.description,
          reference: input.reference,
        },
      }),
  };
}
