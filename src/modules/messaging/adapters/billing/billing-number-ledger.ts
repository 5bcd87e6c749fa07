import type { BillingModule } from '../../../billing/index.ts';
import type { NumberLedger } from '../../ports/number-ledger.ts';

/** Plan-change charges and credits go to the account's ledger, kept by billing (docs/adr/0026). */
export function billingNumberLedger(billing: Pick<BillingModule, 'ledger'>): NumberLedger {
  return { record: (accountId, entry) => billing.ledger.record({ accountId, entries: [entry] }) };
}
