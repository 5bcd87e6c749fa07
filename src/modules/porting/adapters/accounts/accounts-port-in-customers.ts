import type { AccountsModule } from '../../../accounts/index.ts';
import type { PortInCustomers } from '../../ports/port-in-customers.ts';

/** The account's admins, from the accounts module, hear about its port-ins; staff see its company name. */
export function accountsPortInCustomers(
  accounts: Pick<AccountsModule, 'accountAdminEmails' | 'accountSummary'>,
): PortInCustomers {
  return {
    adminEmails: (accountId) => accounts.accountAdminEmails(accountId),
    // A staff page holds at most 100 orders: one lookup per distinct account.
    accountNames: async (accountIds) => {
      const names = new Map<number, string>();
      for (const accountId of new Set(accountIds)) {
        const summary = await accounts.accountSummary(accountId);
        if (summary) names.set(accountId, summary.company);
      }
      return names;
    },
  };
}
