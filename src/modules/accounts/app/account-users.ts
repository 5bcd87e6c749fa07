import type { MemberCaller } from '../../../platform/http/caller.ts';
import { accountUserNotFound, lastAdmin } from '../domain/accounts.errors.ts';
import type { Membership, MembershipRole } from '../domain/membership.ts';
import type { User } from '../domain/user.ts';
import type { AccountsDeps } from './deps.ts';

export interface AccountUserView {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: MembershipRole;
  nickname: string;
  isCurrentUser: boolean;
}

/** The Users screen (spec: brand 2): who may use this account, roles, removal (invitations: invite-account-user.ts). */
export function makeAccountUsers(deps: AccountsDeps) {
  const { users, directory, sessions, apiTokens, unitOfWork, tx } = deps;

  const view = (caller: MemberCaller, user: User, membership: Membership): AccountUserView => ({
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: membership.role,
    nickname: membership.nickname,
    isCurrentUser: user.id === caller.userId,
  });

  async function memberOf(caller: MemberCaller, userId: number) {
    const membership = await directory.membership(userId, caller.accountId);
    const user = membership ? await users.byId(userId) : null;
    if (!membership || !user) throw accountUserNotFound();
    return { membership, user };
  }

  async function assertAnotherAdmin(caller: MemberCaller, leavingUserId: number) {
    const members = await directory.membersOfAccount(caller.accountId);
    if (!members.some((m) => m.role === 'admin' && m.userId !== leavingUserId)) throw lastAdmin();
  }

  return {
    async list(caller: MemberCaller, page: { limit: number; offset: number }) {
      const members = await directory.membersOfAccount(caller.accountId);
      const slice = members.slice(page.offset, page.offset + page.limit);
      const data: AccountUserView[] = [];
      for (const membership of slice) {
        const user = await users.byId(membership.userId);
        if (user) data.push(view(caller, user, membership));
      }
      return { data, total: members.length, limit: page.limit, skip: page.offset };
    },

    async update(
      caller: MemberCaller,
      userId: number,
      changes: { role?: MembershipRole; nickname?: string },
    ) {
      return tx(async () => {
        const { membership, user } = await memberOf(caller, userId);
        if (changes.role === 'user' && membership.role === 'admin') await assertAnotherAdmin(caller, userId);
        if (changes.role) membership.changeRole(changes.role);
        if (changes.nickname !== undefined) membership.nickname = changes.nickname;
        await unitOfWork.flush();
        return view(caller, user, membership);
      });
    },

    async remove(caller: MemberCaller, userId: number) {
      await tx(async () => {
        const { membership } = await memberOf(caller, userId);
        if (membership.role === 'admin') await assertAnotherAdmin(caller, userId);
        await directory.removeMembership(membership);
        await sessions.removeOfUserInAccount(userId, caller.accountId);
        await apiTokens.removeAllOfUserInAccount(userId, caller.accountId);
      });
    },
  };
}
