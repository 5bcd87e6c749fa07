import type { BillingModule } from '../../../billing/index.ts';
import type { BalancePayments } from '../../ports/balance-payments.ts';

/** Activation's payment of the balance through billing's payToAccount. */
export function billingBalancePayments(billing: Pick<BillingModule, 'payments'>): BalancePayments {
  return { pay: (input) => billing.payments.payToAccount(input) };
}
