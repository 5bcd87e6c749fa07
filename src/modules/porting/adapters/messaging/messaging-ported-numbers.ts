import type { MessagingModule } from '../../../messaging/index.ts';
import type { PortedNumbers } from '../../ports/ported-numbers.ts';

/**
 * A ported number becomes the account's number through messaging's assignAccountNumbers, paid through the day
 * it ported in: the plan's charges are due upon port-in, so recurring billing takes the first period.
 */
export function messagingPortedNumbers(
  messaging: Pick<MessagingModule, 'assignAccountNumbers'>,
): PortedNumbers {
  return {
    activate: ({ accountId, anniversaryDate, ...number }) =>
      messaging.assignAccountNumbers({
        accountId,
        numbers: [{ ...number, anniversaryDate, paidThrough: anniversaryDate }],
      }),
  };
}
