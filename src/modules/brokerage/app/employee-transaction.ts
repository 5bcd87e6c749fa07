import { EmployeesOnlyAction, TransactionNotFound } from '../domain/brokerage.errors.ts';
import type { BrokerageTransaction } from '../domain/brokerage-transaction.ts';
import type { StaffAudit } from '../ports/staff-audit.ts';
import type { PayoutDeps } from './payout-deps.ts';
import { type TransactionView, toTransactionView } from './transaction-view.ts';

/**
 * An employee's change of one of the broker's transactions (Early Payout, Cancel Sale): 403 for a broker who is
 * not staff, then in one transaction the row locked (another broker's: 404), `change` applied (it throws to
 * refuse; nothing is written then), audited with the row before and after, and the changed row answered.
 */
export async function changeAsEmployee(
  deps: Pick<PayoutDeps, 'transactions' | 'clock' | 'tx'> & { audit: StaffAudit },
  input: { brokerAccountId: number; userId: number; isEmployee: boolean; brokerageTransactionId: number },
  action: { refused: string; audited: string },
  change: (transaction: BrokerageTransaction, now: Date) => void,
): Promise<TransactionView> {
  if (!input.isEmployee) throw new EmployeesOnlyAction(action.refused);
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
    const before = toTransactionView(transaction, now);
    change(transaction, now);
    await deps.transactions.flush();
    const after = toTransactionView(transaction, now);
    await deps.audit.record({
      actorUserId: input.userId,
      action: action.audited,
      subject: `brokerageTransaction:${input.brokerageTransactionId}`,
      before,
      after,
    });
    return after;
  });
}
