import type { CardSummary } from '../../../shared/card-brands.ts';
import type { BillingAccounts } from '../ports/billing-sources.ts';
import type { LedgerRepository } from '../ports/ledger-repository.ts';
import type { SavedCardRepository } from '../ports/saved-card-repository.ts';
import type { NextCharge } from './next-charge.ts';

export interface BillingSummary {
  balanceCents: number;
  creditLimitCents: number;
  card: CardSummary | null;
  nextCharge: NextCharge;
}

export interface BillingSummaryDeps {
  ledger: LedgerRepository;
  cards: SavedCardRepository;
  accounts: Pick<BillingAccounts, 'billingAccount'>;
  nextCharge: (accountId: number) => Promise<NextCharge>;
}

/** GET /api/accounts/billing: the balance, credit limit, card on file and next anniversary charge. */
export function makeBillingSummary(deps: BillingSummaryDeps) {
  return async function billingSummary(input: {
    userId: number;
    accountId: number;
  }): Promise<BillingSummary> {
    const balanceCents = await deps.ledger.balanceCents(input.accountId);
    const creditLimitCents = (await deps.accounts.billingAccount(input.accountId))?.creditLimitCents ?? 0;
    const saved = await deps.cards.ofAccount(input.accountId);
    const card = saved && {
      brand: saved.brand,
      last4: saved.last4,
      expMonth: saved.expMonth,
      expYear: saved.expYear,
    };
    return { balanceCents, creditLimitCents, card, nextCharge: await deps.nextCharge(input.accountId) };
  };
}
