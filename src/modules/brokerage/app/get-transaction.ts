import type { Clock } from '../../../platform/clock/clock.ts';
import { TransactionNotFound } from '../domain/brokerage.errors.ts';
import type { BrokerageTransactionRepository, LicenseRepository } from '../ports/earnings-repository.ts';
import { transactionViews } from './transaction-view.ts';

/** GET /api/brokerage/transactions/{id}: one of the broker's transactions in full; another broker's is 404. */
export function makeGetTransaction(deps: {
  transactions: BrokerageTransactionRepository;
  licenses: Pick<LicenseRepository, 'byIds'>;
  clock: Clock;
}) {
  return async function getTransaction(input: { brokerAccountId: number; brokerageTransactionId: number }) {
    const transaction = await deps.transactions.ofBroker(input.brokerAccountId, input.brokerageTransactionId);
    if (!transaction) throw new TransactionNotFound();
    const [view] = await transactionViews(
      deps.licenses,
      input.brokerAccountId,
      [transaction],
      deps.clock.now(),
    );
    return view!;
  };
}
