import type { BillingModule } from '../../../billing/index.ts';
import type { AccountBalances } from '../../ports/account-balances.ts';

/** The balance from billing's ledger and the card billing keeps on file. */
export function billingAccountBalances(billing: Pick<BillingModule, 'ledger' | 'cards'>): AccountBalances {
  return {
    balanceCents: (accountId) => billing.ledger.balanceCents(accountId),
    cardOnFile: async (accountId) => {
      const card = await billing.cards.onFile(accountId);
      return (
        card && {
          token: card.paymentMethodId,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
        }
      );
    },
  };
}
