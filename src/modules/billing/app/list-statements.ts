import type { LedgerReader } from '../ports/ledger-reader.ts';

/** GET /api/accounts/statements: the months with ledger activity, newest first. */
export function makeListStatements(deps: { reader: LedgerReader }) {
  return (accountId: number): Promise<{ month: string; entries: number }[]> => deps.reader.months(accountId);
}
