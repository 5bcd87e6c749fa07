import type { AccountsModule } from '../../../accounts/index.ts';
import type { BillingAccounts } from '../../ports/billing-sources.ts';

/** Accounts and their members from the accounts module (a getter: accounts is composed after billing). */
export function accountsBillingAccounts(accounts: () => Pick<AccountsModule, 'billing'>): BillingAccounts {
  return {
    billingAccount: (accountId) => accounts().billing.account(accountId),
    accountsWithAnniversary: () => accounts().billing.accountsWithAnniversary(),
  };
}
