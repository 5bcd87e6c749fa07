import type { AccountsModule } from '../../../accounts/index.ts';
import type { BrokerAccounts } from '../../ports/broker-accounts.ts';

export function accountsBrokerAccounts(
  accounts: Pick<AccountsModule, 'isBroker' | 'accountSummary'>,
): BrokerAccounts {
  return {
    isBroker: (accountId) => accounts.isBroker(accountId),
    companyName: async (accountId) => (await accounts.accountSummary(accountId))?.company ?? null,
  };
}
