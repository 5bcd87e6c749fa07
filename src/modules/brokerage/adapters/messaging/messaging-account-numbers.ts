import type { MessagingModule } from '../../../messaging/index.ts';
import type { AccountNumbers } from '../../ports/account-numbers.ts';

/** On-network numbers: what the broker's account holds in messaging's account numbers. */
export function messagingAccountNumbers(
  messaging: Pick<MessagingModule, 'numbersOfAccount'>,
): AccountNumbers {
  return { numbersOf: (accountId) => messaging.numbersOfAccount(accountId) };
}
