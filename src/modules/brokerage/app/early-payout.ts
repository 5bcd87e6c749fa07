import { EarlyPayoutRefused } from '../domain/brokerage.errors.ts';
import { earlyPayoutProblem, nextStatus } from '../domain/brokerage-transaction.ts';
import type { StaffAudit } from '../ports/staff-audit.ts';
import { changeAsEmployee } from './employee-transaction.ts';
import type { PayoutDeps } from './payout-deps.ts';

/**
 * PATCH /api/brokerage/transactions/{id} {payableDate} (spec 3 section 4 Early Payout): an employee makes a
 * PENDING transaction whose payableDate has not passed payable now. The server stores its own Clock's now (the
 * browser's clock never decides); the body's date must not be later than the current payableDate. 403 for a
 * broker who is not staff, 404 for another broker's, 409 when the rule refuses; nothing changes then.
 */
export function makeEarlyPayout(
  deps: Pick<PayoutDeps, 'transactions' | 'clock' | 'tx'> & { audit: StaffAudit },
) {
  return (input: {
    brokerAccountId: number;
    userId: number;
    isEmployee: boolean;
    brokerageTransactionId: number;
    payableDate: Date;
  }) =>
    changeAsEmployee(
      deps,
      input,
      { refused: 'pay out early', audited: 'brokerageTransaction.earlyPayout' },
      (transaction, now) => {
        const problem = earlyPayoutProblem(transaction, now);
        if (problem) throw new EarlyPayoutRefused(problem);
        if (input.payableDate.getTime() > transaction.payableDate.getTime())
          throw new EarlyPayoutRefused('An early payout can only move the payable date earlier.');
        transaction.payableDate = now;
        transaction.data = { ...transaction.data, earlyPayout: now.toISOString() };
        transaction.status = nextStatus(transaction, now, true) ?? transaction.status;
      },
    );
}
