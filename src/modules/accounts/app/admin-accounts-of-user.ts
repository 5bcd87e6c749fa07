import type { AccountDirectory } from '../ports/account-directory.ts';

export interface AdminAccountOfUser {
  accountId: number;
  brandingId: number;
  company: string;
  nickname: string;
}

/** For change-brand: the accounts where the user is an admin, oldest membership first. */
export function makeAdminAccountsOfUser({ directory }: { directory: AccountDirectory }) {
  return async function adminAccountsOfUser(userId: number): Promise<AdminAccountOfUser[]> {
    const memberships = await directory.membershipsOfUser(userId);
    return (
      memberships
        // Support access (docs/adr/0080) is not the staff user's own account to convert.
        .filter(({ membership }) => membership.role === 'admin' && !membership.support)
        .map(({ membership, account }) => ({
          accountId: account.id,
          brandingId: account.brandingId,
          company: account.company,
          nickname: membership.nickname,
        }))
    );
  };
}
