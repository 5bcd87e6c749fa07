import { CancelSaleRefused, EmployeesOnlyAction, TransactionNotFound } from '../domain/brokerage.errors.ts';
import { cancelSaleProblem } from '../domain/brokerage-transaction.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { toTransactionView } from './transaction-view.ts';

/**
 * POST /api/brokerage/transactions/{id}/cancelSale (spec 3 section 4 Cancel Sale, the legacy
 * cancelBrokerageSale): an employee cancels a SALE transaction no payout includes; it becomes 'cancelled'
 * (saleStatus 'cancelled' in its data) and is never payable. Refunding the buyer is not part of it
 * (docs/adr/0061). 403 for a broker who is not staff, 404 for another broker's, 409 when the rule refuses.
 */
export function makeCancelSale(deps: Pick<PayoutDeps, 'transactions' | 'clock' | 'tx'>) {
  return async function cancelSale(input: {
    brokerAccountId: number;
    userId: number;
    isEmployee: boolean;
    brokerageTransactionId: number;
  }) {
    if (!input.isEmployee) throw new EmployeesOnlyAction('cancel a sale');
    return deps.tx(async () => {
      const transaction = await deps.transactions.ofBroker(
        input.brokerAccountId,
        input.brokerageTransactionId,
        {
          lock: true,
        },
      );
      if (!transaction) throw new TransactionNotFound();
      const problem = cancelSaleProblem(transaction);
      if (problem) throw new CancelSaleRefused(problem);
      const now = deps.clock.now();
      transaction.cancel('cancelSale', now, { cancelledBy: input.userId });
      await deps.transactions.flush();
      return toTransactionView(transaction, now);
    });
  };
}
