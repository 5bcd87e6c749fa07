import type { AccountDirectory } from '../ports/account-directory.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** For mails about an account's numbers (port-outs): its admins' sign-in emails, oldest member first. */
export function makeAccountAdminEmails({
  users,
  directory,
}: {
  users: UserRepository;
  directory: AccountDirectory;
}) {
  return async function accountAdminEmails(accountId: number): Promise<string[]> {
    const admins = (await directory.membersOfAccount(accountId)).filter((member) => member.role === 'admin');
    const found = await Promise.all(admins.map((member) => users.byId(member.userId)));
    return found.flatMap((user) => (user ? [user.email] : []));
  };
}
