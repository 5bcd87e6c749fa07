import type { BillingAccounts, BillingPrices } from '../ports/billing-sources.ts';
import type { DunningRepository, OpenDunningFilter } from '../ports/dunning-repository.ts';
import type { LedgerRepository } from '../ports/ledger-repository.ts';
import type { SavedCardRepository } from '../ports/saved-card-repository.ts';
import { type DunningAccountView, toDunningAccountView } from './dunning-account-view.ts';

export interface ListDunningAccountsDeps {
  dunning: DunningRepository;
  ledger: LedgerRepository;
  cards: SavedCardRepository;
  accounts: BillingAccounts;
  prices: Pick<BillingPrices, 'brandName'>;
}

/**
 * GET /api/admin/dunning (staff, docs/adr/0074): the accounts in dunning, exactly those the staff home counts
 * (the repository's one rule), longest-running first, each with what it owes, its declined charges, its
 * schedule and its card on file (brand and last four only).
 */
export function makeListDunningAccounts(deps: ListDunningAccountsDeps) {
  return async function listDunningAccounts(
    query: OpenDunningFilter & { skip: number; limit: number },
  ): Promise<{ data: DunningAccountView[]; total: number; limit: number; skip: number }> {
    const filter = query.retriesDone === undefined ? {} : { retriesDone: query.retriesDone };
    const total = await deps.dunning.countOpen(filter);
    const rows = query.limit === 0 ? [] : await deps.dunning.listOpen(filter, query);
    const data: DunningAccountView[] = [];
    for (const dunning of rows)
      data.push(
        toDunningAccountView({
          dunning,
          amountOwedCents: await deps.ledger.balanceCents(dunning.accountId),
          account: await deps.accounts.billingAccount(dunning.accountId),
          brandName: (brandingId) => deps.prices.brandName(brandingId),
          card: await deps.cards.ofAccount(dunning.accountId),
        }),
      );
    return { data, total, limit: query.limit, skip: query.skip };
  };
}
