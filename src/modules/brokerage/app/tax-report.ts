import { needsTaxForm, TAX_FORM_THRESHOLD_CENTS } from '../domain/payout.ts';
import type { PayoutRepository } from '../ports/payout-repository.ts';

/**
 * GET /api/admin/reports/1099?year= (staff): every broker whose paid payouts in the calendar year (UTC) exceed
 * the 1099-MISC threshold of $600 (spec 3 Payment), with the total and the number of payouts.
 */
export function makeTaxReport(deps: {
  payouts: PayoutRepository;
  /** The account's name for the report, when accounts knows it. */
  accountName?: (accountId: number) => Promise<string | null>;
}) {
  return async function taxReport(input: { year: number }) {
    const rows = await deps.payouts.yearTotals(input.year, TAX_FORM_THRESHOLD_CENTS);
    const data = [];
    for (const row of rows.filter((one) => needsTaxForm(one.totalCents)))
      data.push({
        brokerAccountId: row.brokerAccountId,
        name: (await deps.accountName?.(row.brokerAccountId)) ?? null,
        totalCents: row.totalCents,
        payoutCount: row.payoutCount,
      });
    return { year: input.year, thresholdCents: TAX_FORM_THRESHOLD_CENTS, data };
  };
}
