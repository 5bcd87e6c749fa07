import type { AccountsModule } from '../../../accounts/index.ts';
import type { BrokerAccounts } from '../../ports/broker-accounts.ts';

export function accountsBrokerAccounts(accounts: Pick<AccountsModule, 'isBroker'>): BrokerAccounts {
  return { isBroker: (accountId) => accounts.isBroker(accountId) };
}
