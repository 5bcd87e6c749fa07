import { monthRange, type Statement, statementOf } from '../domain/statement.ts';
import type { LedgerReader } from '../ports/ledger-reader.ts';

/** GET /api/accounts/statements/{month}: the month's opening balance, its lines, and the closing balance. */
export function makeGetStatement(deps: { reader: LedgerReader }) {
  return async function getStatement(input: { accountId: number; month: string }): Promise<Statement> {
    const { from, to } = monthRange(input.month);
    const opening = await deps.reader.balanceBefore(input.accountId, from);
    const entries = await deps.reader.between(input.accountId, from, to);
    return statementOf(input.month, opening, entries);
  };
}
