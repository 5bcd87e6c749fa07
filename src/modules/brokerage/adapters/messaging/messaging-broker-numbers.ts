import type { MessagingModule } from '../../../messaging/index.ts';
import type { BrokerNumbers } from '../../ports/broker-numbers.ts';

/** Accounts' numbers, kept by messaging (docs/adr/0030). */
export function messagingBrokerNumbers(
  messaging: Pick<MessagingModule, 'removeAccountNumber'>,
): BrokerNumbers {
  return { removeFromAccount: (accountId, tn) => messaging.removeAccountNumber({ accountId, tn }) };
}
