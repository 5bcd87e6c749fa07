import type { MessagingModule } from '../../../messaging/index.ts';
import type { TransferredNumbers } from '../../ports/transferred-numbers.ts';

/** A completed transfer's numbers become the account's numbers, billed monthly (messaging's facade). */
export function messagingTransferredNumbers(
  messaging: Pick<MessagingModule, 'assignAccountNumbers'>,
): TransferredNumbers {
  return {
    give: ({ accountId, numbers }) =>
      messaging.assignAccountNumbers({
        accountId,
        numbers: numbers.map((number) => ({ ...number, billingPeriod: 1 })),
      }),
  };
}
