import { ValidationError } from '../../../shared/domain-error.ts';
import { balanceEffect, type LedgerKind } from './ledger-entry.ts';

/** A statement's month, 'YYYY-MM' (UTC). */
export const STATEMENT_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month's first instant and the next month's (UTC), or a 400 for anything but 'YYYY-MM'. */
export function monthRange(month: string): { from: Date; to: Date } {
  const match = STATEMENT_MONTH.exec(month);
  if (!match)
    throw new ValidationError('billing.invalid_month', 'A statement month is YYYY-MM.', {
      errors: { month: 'A statement month is YYYY-MM.' },
    });
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) };
}

export interface StatementLine {
  id: number;
  date: Date;
  kind: LedgerKind;
  description: string;
  amountCents: number;
  /** The line's effect on the balance: + for charges and taxes, - for payments, credits and refunds. */
  effectCents: number;
}

export interface Statement {
  month: string;
  openingBalanceCents: number;
  lines: StatementLine[];
  closingBalanceCents: number;
}

/** A month's statement: the opening balance, the month's lines, and a closing balance that is their sum. */
export function statementOf(
  month: string,
  openingBalanceCents: number,
  entries: { id: number; createdAt: Date; kind: LedgerKind; description: string; amountCents: number }[],
): Statement {
  const lines = entries.map((entry) => ({
    id: entry.id,
    date: entry.createdAt,
    kind: entry.kind,
    description: entry.description,
    amountCents: entry.amountCents,
    effectCents: balanceEffect(entry.kind, entry.amountCents),
  }));
  const closingBalanceCents = lines.reduce((sum, line) => sum + line.effectCents, openingBalanceCents);
  return { month, openingBalanceCents, lines, closingBalanceCents };
}
