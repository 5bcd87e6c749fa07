import type { AccountsModule } from '../../../accounts/index.ts';
import type { ConversionAccounts } from '../../ports/brand-conversion.ts';

/** Change-brand's and the anniversary change's accounts over the accounts module. */
export function accountsConversionAccounts(
  accounts: Pick<AccountsModule, 'adminAccountsOfUser' | 'openAccountOnBrand' | 'setAnniversaryDate'>,
): ConversionAccounts {
  return {
    adminAccountsOf: (userId) => accounts.adminAccountsOfUser(userId),
    openOnBrand: (input) => accounts.openAccountOnBrand(input),
    async setAnniversaryDate(accountId, anniversaryDate) {
      if (!(await accounts.setAnniversaryDate(accountId, anniversaryDate)))
        throw new Error(`account ${accountId} vanished during an anniversary change`);
    },
  };
}
