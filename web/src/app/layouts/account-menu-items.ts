import type { AccountMenuEntry } from '../../../../src/shared/account-menu.ts';
import { accountMenuEntries } from '../../../../src/shared/account-menu.ts';
import type { Profile } from '../../api/profile.ts';
import { menuViewerOf } from '../../api/profile.ts';

export type AccountMenuItem = AccountMenuEntry;

type Account = Profile['accounts'][number];

/** The menu's links for this profile (the rule and which pages exist: src/shared/account-menu.ts). */
export function accountMenuItems(profile: Profile): AccountMenuItem[] {
  return accountMenuEntries(menuViewerOf(profile));
}

type Named = Pick<Account, 'accountId' | 'nickname' | 'company'>;

/**
 * How an account is named in Switch Account: its nickname or company, else its number. Never the signed-in
 * user's name, which every account of theirs shares; a name two of the user's accounts share gets the number.
 */
export function accountLabel(account: Named, accounts: readonly Named[] = []): string {
  const name = ownName(account);
  if (!name) return `Account ${account.accountId}`;
  const shared = accounts.some((other) => other.accountId !== account.accountId && ownName(other) === name);
  return shared ? `${name} (Account ${account.accountId})` : name;
}

const ownName = (account: Named) => [account.nickname, account.company].find((text) => text?.trim())?.trim();

/** The accounts Switch Account offers: every account of the user but the current one. */
export function otherAccounts(profile: Profile): Account[] {
  return profile.accounts.filter(
    (account) => !account.currentAccount && account.accountId !== profile.accountId,
  );
}
