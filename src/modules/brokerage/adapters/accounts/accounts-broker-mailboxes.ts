import type { AccountsModule } from '../../../accounts/index.ts';
import type { BrokerMailboxes } from '../../ports/broker-mailboxes.ts';

/** The broker account's admins' addresses, from accounts. */
export function accountsBrokerMailboxes(
  accounts: Pick<AccountsModule, 'accountAdminEmails'>,
): BrokerMailboxes {
  return { adminEmails: (accountId) => accounts.accountAdminEmails(accountId) };
}
