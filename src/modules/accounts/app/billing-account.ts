import type { AccountDirectory } from '../ports/account-directory.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { companyName } from './invitation-views.ts';

export interface BillingAccountDeps {
  users: UserRepository;
  directory: AccountDirectory;
}

/**
 * For recurring billing (docs/adr/0038): the account's brand, anniversary date and credit limit, and its
 * members (whose seats are billed and whose admins are mailed); null when there is no such account.
 */
export function makeBillingAccount({ users, directory }: BillingAccountDeps) {
  return async function billingAccount(accountId: number) {
    const account = await directory.accountById(accountId);
    if (!account) return null;
    const members = [];
    for (const membership of await directory.membersOfAccount(accountId)) {
      const user = await users.byId(membership.userId);
      if (!user) continue;
      members.push({
        userId: user.id,
        name: `${user.firstName} ${user.lastName}`.trim() || user.email,
        email: user.email,
        role: membership.role,
      });
    }
    return {
      accountId,
      name: companyName(account),
      brandingId: account.brandingId,
      anniversaryDate: account.anniversaryDate,
      creditLimitCents: account.creditLimitCents,
      members,
    };
  };
}
