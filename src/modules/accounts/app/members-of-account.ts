import type { AccountDirectory } from '../ports/account-directory.ts';
import type { UserRepository } from '../ports/user-repository.ts';

export interface MembersOfAccountDeps {
  directory: AccountDirectory;
  users: UserRepository;
}

/** For other modules (messaging assigns numbers to members and mails the admins): an account's members. */
export function makeMembersOfAccount({ directory, users }: MembersOfAccountDeps) {
  return async function membersOfAccount(accountId: number) {
    const members = [];
    for (const membership of await directory.membersOfAccount(accountId)) {
      const user = await users.byId(membership.userId);
      if (user)
        members.push({
          userId: user.id,
          role: membership.role,
          email: user.email,
          firstName: user.firstName,
        });
    }
    return members;
  };
}
