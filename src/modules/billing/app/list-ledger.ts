import { type ListQuery, type ListResponse, toListResponse } from '../../../shared/list-query.ts';
import type { LedgerLine, LedgerReader } from '../ports/ledger-reader.ts';

/** GET /api/accounts/ledger: a page of the caller's account's ledger, newest first unless sorted. */
export function makeListLedger(deps: { reader: LedgerReader }) {
  return async function listLedger(input: {
    accountId: number;
    query: ListQuery;
  }): Promise<ListResponse<LedgerLine>> {
    const { data, total } = await deps.reader.page(input.accountId, input.query);
    return toListResponse(data, total, input.query);
  };
}
