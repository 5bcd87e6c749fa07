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

/** How an account is named in Switch Account: nickname, company, name, or its number, the first not empty. */
export function accountLabel(account: Pick<Account, 'accountId' | 'nickname' | 'company' | 'name'>): string {
  const named = [account.nickname, account.company, account.name].find((text) => text?.trim());
  return named?.trim() ?? `Account ${account.accountId}`;
}

/** The accounts Switch Account offers: every account of the user but the current one. */
export function otherAccounts(profile: Profile): Account[] {
  return profile.accounts.filter(
    (account) => !account.currentAccount && account.accountId !== profile.accountId,
  );
}
