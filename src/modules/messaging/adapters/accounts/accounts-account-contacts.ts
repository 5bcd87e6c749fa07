import type { AccountsModule } from '../../../accounts/index.ts';
import type { AccountContacts } from '../../ports/account-contacts.ts';

/** The account's admins, from the accounts module, are who hear about its numbers' port-outs. */
export function accountsAccountContacts(
  accounts: Pick<AccountsModule, 'accountAdminEmails'>,
): AccountContacts {
  return { adminEmails: (accountId) => accounts.accountAdminEmails(accountId) };
}
