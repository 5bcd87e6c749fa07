import { CancelSaleRefused } from '../domain/brokerage.errors.ts';
import { cancelSaleProblem } from '../domain/brokerage-transaction.ts';
import type { StaffAudit } from '../ports/staff-audit.ts';
import { changeAsEmployee } from './employee-transaction.ts';
import type { PayoutDeps } from './payout-deps.ts';

/**
 * POST /api/brokerage/transactions/{id}/cancelSale (spec 3 section 4 Cancel Sale, the legacy
 * cancelBrokerageSale): an employee cancels a SALE transaction no payout includes; it becomes 'cancelled'
 * (saleStatus 'cancelled' in its data) and is never payable. Refunding the buyer is not part of it
 * (docs/adr/0061). 403 for a broker who is not staff, 404 for another broker's, 409 when the rule refuses.
 */
export function makeCancelSale(
  deps: Pick<PayoutDeps, 'transactions' | 'clock' | 'tx'> & { audit: StaffAudit },
) {
  return (input: {
    brokerAccountId: number;
    userId: number;
    isEmployee: boolean;
    brokerageTransactionId: number;
  }) =>
    changeAsEmployee(
      deps,
      input,
      { refused: 'cancel a sale', audited: 'brokerageTransaction.cancelSale' },
      (transaction, now) => {
        const problem = cancelSaleProblem(transaction);
        if (problem) throw new CancelSaleRefused(problem);
        transaction.cancel('cancelSale', now, { cancelledBy: input.userId });
      },
    );
}
