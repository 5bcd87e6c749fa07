import type { MessagingModule } from '../../../messaging/index.ts';
import type { AccountNumbers } from '../../ports/account-numbers.ts';

/** The account's numbers, kept by messaging (docs/adr/0030). */
export function messagingAccountNumbers(
  messaging: Pick<MessagingModule, 'assignAccountNumbers'>,
): AccountNumbers {
  return { assign: (input) => messaging.assignAccountNumbers(input) };
}
