import type { Profile } from '../../api/profile.ts';
import { canManageUsers, isAdmin } from '../../api/profile.ts';

export interface AccountMenuItem {
  label: string;
  to: string;
  /** Shown but not usable: the employee-only pages for everyone else (spec 1, account menu). */
  disabled: boolean;
}

type Account = Profile['accounts'][number];

/**
 * Spec 1, "Account menu": Numbers and Blocking for admins; Messages for everyone, usable by employees;
 * Sell for admins, usable by employees (the broker area when the account is a sellers admin, otherwise
 * sell-my-numbers); Billing and Payment Method for admins, Payment Method usable by employees; Users for
 * admins of brand 2; Profile for everyone. Log Out and Switch Account are not links and come separately.
 */
export function accountMenuItems(profile: Profile): AccountMenuItem[] {
  const admin = isAdmin(profile);
  const employee = profile.isEmployee;
  const items: (AccountMenuItem | false)[] = [
    admin && { label: 'Numbers', to: '/account/numbers', disabled: false },
    { label: 'Messages', to: '/account/messages', disabled: !employee },
    admin && { label: 'Blocking', to: '/account/blocking', disabled: false },
    admin && {
      label: 'Sell',
      to: profile.accountInfo?.sellersAdmin === 'Y' ? '/account/broker' : '/account/sell-my-numbers',
      disabled: !employee,
    },
    admin && { label: 'Billing', to: '/account/billing', disabled: false },
    admin && { label: 'Payment Method', to: '/account/payment-method', disabled: !employee },
    canManageUsers(profile) && { label: 'Users', to: '/account/users', disabled: false },
    { label: 'Profile', to: '/account/profile', disabled: false },
  ];
  return items.filter((item): item is AccountMenuItem => item !== false);
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
