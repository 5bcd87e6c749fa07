import { EarlyPayoutRefused, EmployeesOnlyAction, TransactionNotFound } from '../domain/brokerage.errors.ts';
import { earlyPayoutProblem, nextStatus } from '../domain/brokerage-transaction.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { toTransactionView } from './transaction-view.ts';

/**
 * PATCH /api/brokerage/transactions/{id} {payableDate} (spec 3 section 4 Early Payout): an employee makes a
 * PENDING transaction whose payableDate has not passed payable now. The server stores its own Clock's now (the
 * browser's clock never decides); the body's date must not be later than the current payableDate. 403 for a
 * broker who is not staff, 404 for another broker's, 409 when the rule refuses; nothing changes then.
 */
export function makeEarlyPayout(deps: Pick<PayoutDeps, 'transactions' | 'clock' | 'tx'>) {
  return async function earlyPayout(input: {
    brokerAccountId: number;
    isEmployee: boolean;
    brokerageTransactionId: number;
    payableDate: Date;
  }) {
    if (!input.isEmployee) throw new EmployeesOnlyAction('pay out early');
    return deps.tx(async () => {
      const transaction = await deps.transactions.ofBroker(
        input.brokerAccountId,
        input.brokerageTransactionId,
        {
          lock: true,
        },
      );
      if (!transaction) throw new TransactionNotFound();
      const now = deps.clock.now();
      const problem = earlyPayoutProblem(transaction, now);
      if (problem) throw new EarlyPayoutRefused(problem);
      if (input.payableDate.getTime() > transaction.payableDate.getTime())
        throw new EarlyPayoutRefused('An early payout can only move the payable date earlier.');
      transaction.payableDate = now;
      transaction.data = { ...transaction.data, earlyPayout: now.toISOString() };
      transaction.status = nextStatus(transaction, now, true) ?? transaction.status;
      await deps.transactions.flush();
      return toTransactionView(transaction, now);
    });
  };
}
