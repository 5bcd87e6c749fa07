import type { AccountsModule } from '../../../accounts/index.ts';
import type { PortInCustomers } from '../../ports/port-in-customers.ts';

/** The account's admins, from the accounts module, hear about its port-ins. */
export function accountsPortInCustomers(
  accounts: Pick<AccountsModule, 'accountAdminEmails'>,
): PortInCustomers {
  return { adminEmails: (accountId) => accounts.accountAdminEmails(accountId) };
}
