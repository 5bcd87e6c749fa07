import type { BillingModule } from '../../../billing/index.ts';
import type { AccountLedger } from '../../ports/account-ledger.ts';

/** The account's ledger, kept by billing (money is billing's: docs/adr/0030). */
export function billingAccountLedger(billing: Pick<BillingModule, 'ledger'>): AccountLedger {
  return {
    record: (input) => billing.ledger.record(input),
    balanceCents: (accountId) => billing.ledger.balanceCents(accountId),
  };
}
