import type { BillingModule } from '../../../billing/index.ts';
import type { TransferLedger } from '../../ports/transfer-ledger.ts';

/** A completed transfer's charges as ledger 'charge' entries (billing's facade, caller's transaction). */
export function billingTransferLedger(billing: Pick<BillingModule, 'ledger'>): TransferLedger {
  return {
    charge: ({ accountId, entries }) =>
      billing.ledger.record({
        accountId,
        entries: entries.map((entry) => ({ kind: 'charge' as const, ...entry })),
      }),
  };
}
