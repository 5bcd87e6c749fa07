import type { AccountDirectory } from '../ports/account-directory.ts';
import type { UserRepository } from '../ports/user-repository.ts';

export interface AccountHolderDeps {
  users: UserRepository;
  directory: AccountDirectory;
}

/**
 * For checkout: a member of an account with their role there, and what an order needs of the account (its
 * address, anniversary date and credit limit); null when the user is not a member.
 */
export function makeAccountHolder({ users, directory }: AccountHolderDeps) {
  return async function accountHolder(input: { userId: number; accountId: number }) {
    const [user, membership, account] = await Promise.all([
      users.byId(input.userId),
      directory.membership(input.userId, input.accountId),
      directory.accountById(input.accountId),
    ]);
    if (!user || !membership || !account) return null;
    return {
      role: membership.role,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      company: account.company,
      address: account.address,
      city: account.city,
      state: account.state,
      zip: account.zip,
      anniversaryDate: account.anniversaryDate,
      creditLimitCents: account.creditLimitCents,
    };
  };
}
