import type { MessagingModule } from '../../../messaging/index.ts';
import type { BillableNumberSource } from '../../ports/billing-sources.ts';

/** The account's numbers from the messaging module (a getter: messaging is composed after billing). */
export function messagingBillableNumbers(
  messaging: () => Pick<MessagingModule, 'billing'>,
): BillableNumberSource {
  return {
    ofAccount: (accountId) => messaging().billing.billableNumbers(accountId),
    accountsDue: (onOrBefore) => messaging().billing.accountsDue(onOrBefore),
    setPaidThrough: (id, date) => messaging().billing.setPaidThrough(id, date),
    removeNumber: (id) => messaging().billing.removeNumber(id),
  };
}
