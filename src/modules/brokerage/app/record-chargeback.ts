import { formatCents } from '../../../shared/money.ts';
import { chargebackLedgerReference } from '../domain/payout.ts';
import { humanTn } from './earnings-deps.ts';
import type { PayoutDeps } from './payout-deps.ts';

/**
 * For billing's dispute webhook, in ITS transaction (docs/adr/0061; spec 3 Terms: "sellers bear
 * chargebacks"): every transaction the disputed payment funded is cancelled when no payout includes it (it is
 * never payable), or, when one does, its payoutAmount is charged to the broker's ledger once per dispute and
 * transaction. A redelivered or repeated dispute changes nothing more. Answers what it did.
 */
export function makeRecordChargeback(deps: Pick<PayoutDeps, 'transactions' | 'billing' | 'clock'>) {
  return async function recordChargeback(input: { paymentIntentId: string; disputeId: string }) {
    const now = deps.clock.now();
    const done = { cancelled: 0, debited: 0 };
    for (const transaction of await deps.transactions.fundedBy(input.paymentIntentId)) {
      if (transaction.status === 'cancelled') continue;
      if (transaction.payoutId === null) {
        transaction.cancel('chargeback', now, { disputeId: input.disputeId });
        done.cancelled++;
        continue;
      }
      const added = await deps.billing.debit({
        accountId: transaction.brokerAccountId,
        amountCents: transaction.payoutAmount,
        description: `Chargeback of ${humanTn(transaction.tn)} (payout #${transaction.payoutId}): ${formatCents(transaction.payoutAmount)}`,
        reference: chargebackLedgerReference(input.disputeId, transaction.id),
      });
      if (added) {
        transaction.data = {
          ...transaction.data,
          chargeback: { disputeId: input.disputeId, date: now.toISOString() },
        };
        done.debited++;
      }
    }
    await deps.transactions.flush();
    return done;
  };
}
