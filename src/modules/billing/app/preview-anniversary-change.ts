import type { Clock } from '../../../platform/clock/clock.ts';
import { dateOf, parseDate } from '../../../shared/proration.ts';
import { type AnniversaryChange, planAnniversaryChange } from '../domain/anniversary-change.ts';
import type { BillableLines } from '../ports/billable-lines.ts';
import type { BillingPrices } from '../ports/billing-sources.ts';
import { withAccountOverrides } from './recurring-prices.ts';

export interface PreviewAnniversaryChangeDeps {
  billableLines: BillableLines;
  prices: BillingPrices;
  clock: Clock;
}

/**
 * What moving the account's anniversary to a day costs, line by line (numbers at the account's current prices,
 * user seats at its seat prices). Without a day: the current day, so every line shows 0.
 */
export function makePreviewAnniversaryChange(deps: PreviewAnniversaryChangeDeps) {
  return async function previewAnniversaryChange(input: {
    accountId: number;
    day: number | null;
  }): Promise<AnniversaryChange> {
    const billables = await withAccountOverrides(
      deps.prices,
      await deps.billableLines.ofAccount(input.accountId),
    );
    const today = dateOf(deps.clock.now());
    const day = input.day ?? parseDate(billables.anniversaryDate ?? today).day;
    return planAnniversaryChange(billables, day, today);
  };
}
