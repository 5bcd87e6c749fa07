import { ValidationError } from '../../../shared/domain-error.ts';

/** What an account owes grows with charges and taxes and shrinks with payments, credits and refunds. */
export const LEDGER_KINDS = ['charge', 'tax', 'payment', 'credit', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

const INCREASES_BALANCE: ReadonlySet<LedgerKind> = new Set(['charge', 'tax']);

/** The entry's effect on the balance (cents): + for charge and tax, - for payment, credit and refund. */
export function balanceEffect(kind: LedgerKind, amountCents: number): number {
  return INCREASES_BALANCE.has(kind) ? amountCents : -amountCents;
}

export interface LedgerEntryInput {
  kind: LedgerKind;
  amountCents: number;
  description: string;
  reference: string;
}

/**
 * One line of an account's ledger. The amount is what the line says (never negative); its sign on the
 * balance comes from its kind, so a "payment of -500" cannot sneak a charge in.
 */
export class LedgerEntry {
  id!: number;
  accountId: number;
  kind: LedgerKind;
  amountCents: number;
  description: string;
  reference: string;
  createdAt: Date;

  constructor(accountId: number, input: LedgerEntryInput, now: Date) {
    const problem = ledgerEntryProblem(input);
    if (problem)
      throw new ValidationError('billing.invalid_ledger_entry', problem, { errors: { entries: problem } });
    this.accountId = accountId;
    this.kind = input.kind;
    this.amountCents = input.amountCents;
    this.description = input.description;
    this.reference = input.reference;
    this.createdAt = now;
  }
}

export function ledgerEntryProblem(input: LedgerEntryInput): string | null {
  if (!(LEDGER_KINDS as readonly string[]).includes(input.kind))
    return `Unknown ledger entry kind '${input.kind}'.`;
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0)
    return 'A ledger amount is a whole, non-negative number of cents.';
  if (!input.description.trim() || input.description.length > 200)
    return 'A ledger description is 1-200 characters.';
  if (!input.reference.trim() || input.reference.length > 100)
    return 'A ledger reference is 1-100 characters.';
  return null;
}
