import type { MemberCaller } from '../../../platform/http/caller.ts';
import { accountUserNotFound, lastAdmin } from '../domain/accounts.errors.ts';
import type { Membership, MembershipRole } from '../domain/membership.ts';
import type { User } from '../domain/user.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** A row of the Users screen (spec: brand 2). */
export interface AccountUserView {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: MembershipRole;
  nickname: string;
  isCurrentUser: boolean;
}

export const toAccountUserView = (
  caller: MemberCaller,
  user: User,
  membership: Membership,
): AccountUserView => ({
  userId: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: membership.role,
  nickname: membership.nickname,
  isCurrentUser: user.id === caller.userId,
});

/** A member of the caller's account, with their login; 404 for anyone else. */
export async function memberOfCallersAccount(
  { directory, users }: { directory: AccountDirectory; users: UserRepository },
  caller: MemberCaller,
  userId: number,
) {
  const found = await directory.membership(userId, caller.accountId);
  // Staff support (docs/adr/0080) is not the customer's to edit or remove: staff end it.
  const membership = found?.support ? null : found;
  const user = membership ? await users.byId(userId) : null;
  if (!membership || !user) throw accountUserNotFound();
  return { membership, user };
}

/** An account keeps at least one admin: the last one can be neither demoted nor removed. */
export async function assertAnotherAdmin(
  directory: AccountDirectory,
  accountId: number,
  leavingUserId: number,
) {
  const members = await directory.membersOfAccount(accountId);
  if (!members.some((m) => m.role === 'admin' && m.userId !== leavingUserId)) throw lastAdmin();
}
