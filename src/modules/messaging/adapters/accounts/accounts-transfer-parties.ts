import type { AccountsModule } from '../../../accounts/index.ts';
import type { TransferParties } from '../../ports/transfer-parties.ts';

/** The parties of an ownership transfer, from the accounts module. */
export function accountsTransferParties(
  accounts: Pick<AccountsModule, 'accountSummary' | 'accountsOfUser' | 'userEmail' | 'isEmailInUse'>,
): TransferParties {
  return {
    account: (accountId) => accounts.accountSummary(accountId),
    accountsOf: (userId) => accounts.accountsOfUser(userId),
    emailOf: (userId) => accounts.userEmail(userId),
    hasLogin: (email) => accounts.isEmailInUse(email),
  };
}
