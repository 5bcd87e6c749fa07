import type { AccountsModule } from '../../../accounts/index.ts';
import type { BrokerContacts } from '../../ports/broker-mail.ts';

/** Mail to a broker goes to its account's admins. */
export function accountsBrokerContacts(accounts: Pick<AccountsModule, 'accountAdminEmails'>): BrokerContacts {
  return { emailsOf: (accountId) => accounts.accountAdminEmails(accountId) };
}
