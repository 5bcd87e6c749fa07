import type { BillingModule } from '../../../billing/index.ts';
import type { PortInLedger } from '../../ports/port-in-ledger.ts';

/** A completed port-in's fee as one ledger 'charge', once per reference (billing's facade, caller's transaction). */
export function billingPortInLedger(billing: Pick<BillingModule, 'ledger'>): PortInLedger {
  return {
    chargeOnce: ({ accountId, ...entry }) =>
      billing.ledger.recordOnce({ accountId, entry: { kind: 'charge', ...entry } }),
  };
}
