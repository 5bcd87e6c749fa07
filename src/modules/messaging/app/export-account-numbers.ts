import type { ListQuery } from '../../../shared/list-query.ts';
import { numberSearch } from '../domain/number-search.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { NumberPlans } from '../ports/number-plans.ts';
import { type AccountNumberView, toAccountNumberView } from './account-number-view.ts';
import { type NumberCaller, ownerOf } from './number-caller.ts';

/** Rows read per query while exporting (the list's largest page). */
export const EXPORT_BATCH = 1000;

export interface ExportAccountNumbersDeps {
  numbers: AccountNumberRepository;
  plans: NumberPlans;
}

/** The CSV download: every number the list would show for the same filters and search, not just one page. */
export function makeExportAccountNumbers({ numbers, plans }: ExportAccountNumbersDeps) {
  return async function exportAccountNumbers(
    input: NumberCaller & { query: ListQuery; q?: string },
  ): Promise<AccountNumberView[]> {
    const search = numberSearch(input.q);
    const rows: AccountNumberView[] = [];
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const page = { ...input.query, limit: EXPORT_BATCH, offset };
      const { data, total } = await numbers.list(ownerOf(input), page, search);
      rows.push(...data.map((number) => toAccountNumberView(plans, input.brandingId, number)));
      if (data.length < EXPORT_BATCH || offset + EXPORT_BATCH >= total) return rows;
    }
  };
}
