import type { AccountsModule } from '../../../accounts/index.ts';
import type { AccountMembers } from '../../ports/account-members.ts';

/** The account's members from the accounts module. */
export function accountsAccountMembers(accounts: Pick<AccountsModule, 'membersOfAccount'>): AccountMembers {
  return { membersOf: (accountId) => accounts.membersOfAccount(accountId) };
}
