import type { LedgerRepository } from '../ports/ledger-repository.ts';

export interface AccountBalanceDeps {
  ledger: LedgerRepository;
}

/** The facade's ledger.balanceCents: what the account owes (cents; negative is credit). */
export function makeAccountBalance(deps: AccountBalanceDeps) {
  return (accountId: number): Promise<number> => deps.ledger.balanceCents(accountId);
}
