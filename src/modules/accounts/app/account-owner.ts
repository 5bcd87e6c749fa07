import type { AccountDirectory } from '../ports/account-directory.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** The account's first admin, whose name the activation contact form carries (spec 2 "Account" fields). */
export async function accountOwner(
  { directory, users }: { directory: AccountDirectory; users: UserRepository },
  accountId: number,
) {
  const owner = (await directory.membersOfAccount(accountId)).find((member) => member.role === 'admin');
  return owner ? users.byId(owner.userId) : null;
}
