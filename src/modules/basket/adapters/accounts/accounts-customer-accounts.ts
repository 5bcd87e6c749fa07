import type { AccountsModule } from '../../../accounts/index.ts';
import type { CustomerAccounts } from '../../ports/customer-accounts.ts';

/** Customer accounts for checkout over the accounts module; only an admin of the account is its holder. */
export function accountsCustomerAccounts(
  accounts: Pick<
    AccountsModule,
    'isEmailInUse' | 'openCustomerAccount' | 'accountHolder' | 'issueLoginToken'
  >,
): CustomerAccounts {
  return {
    isEmailInUse: (email) => accounts.isEmailInUse(email),
    open: (customer) => accounts.openCustomerAccount(customer),
    async holder(input) {
      const holder = await accounts.accountHolder(input);
      if (holder?.role !== 'admin') return null;
      const { role: _role, ...rest } = holder;
      return rest;
    },
    issueLoginToken: (input) => accounts.issueLoginToken(input),
  };
}
