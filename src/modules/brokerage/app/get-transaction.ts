import type { Clock } from '../../../platform/clock/clock.ts';
import { TransactionNotFound } from '../domain/brokerage.errors.ts';
import type { BrokerageTransactionRepository } from '../ports/earnings-repository.ts';
import { toTransactionView } from './transaction-view.ts';

/** GET /api/brokerage/transactions/{id}: one of the broker's transactions in full; another broker's is 404. */
export function makeGetTransaction(deps: { transactions: BrokerageTransactionRepository; clock: Clock }) {
  return async function getTransaction(input: { brokerAccountId: number; brokerageTransactionId: number }) {
    const transaction = await deps.transactions.ofBroker(input.brokerAccountId, input.brokerageTransactionId);
    if (!transaction) throw new TransactionNotFound();
    return toTransactionView(transaction, deps.clock.now());
  };
}
