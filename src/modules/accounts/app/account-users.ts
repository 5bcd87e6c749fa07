import type { MemberCaller } from '../../../platform/http/caller.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import { accountUserNotFound, lastAdmin } from '../domain/accounts.errors.ts';
import { Membership, type MembershipRole } from '../domain/membership.ts';
import { OneTimeToken } from '../domain/one-time-token.ts';
import { normaliseEmail, User } from '../domain/user.ts';
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

/** The Users screen (spec: brand 2): who may use this account, invitations, roles, removal. */
export function makeAccountUsers(deps: AccountsDeps) {
  const {
    users,
    directory,
    sessions,
    apiTokens,
    oneTimeTokens,
    tokens,
    passwords,
    notifier,
    rateLimiter,
    unitOfWork,
    clock,
    tx,
    publicUrl,
  } = deps;

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

    async invite(
      caller: MemberCaller,
      input: { email: string; firstName: string; lastName: string; role: MembershipRole },
    ) {
      const now = clock.now();
      await rateLimiter.hit(
        [{ key: `invite:account:${caller.accountId}`, limit: 30, windowMs: 60 * 60_000 }],
        now,
      );
      return tx(async () => {
        const account = await directory.accountById(caller.accountId);
        if (!account) throw accountUserNotFound();
        let user = await users.byEmail(normaliseEmail(input.email));
        const isNew = !user;
        if (!user) {
          // No usable password until the invitation link is used to set one.
          user = await users.add(
            new User({ ...input, passwordHash: await passwords.hash(tokens.newToken()), createdAt: now }),
          );
        } else if (await directory.membership(user.id, caller.accountId)) {
          throw new DomainError(
            'conflict',
            'accounts.already_member',
            'That person already uses this account.',
            {
              errors: { email: 'That person already uses this account.' },
            },
          );
        }
        const membership = await directory.addMembership(
          new Membership({ userId: user.id, accountId: caller.accountId, role: input.role }),
        );
        const company = account.company || `account ${account.id}`;
        let text = `You have been given access to ${company} on Numberyard. Log in at ${publicUrl}/login`;
        if (isNew) {
          const token = tokens.newToken();
          await oneTimeTokens.add(
            new OneTimeToken({ purpose: 'invite', tokenHash: tokens.digest(token), userId: user.id, now }),
          );
          text = `You have been invited to ${company} on Numberyard. Choose your password within 7 days: ${publicUrl}/recover/${token}`;
        }
        await notifier.email({
          to: user.email,
          subject: `You have access to ${company}`,
          text,
          category: 'invite',
          secret: isNew,
        });
        return view(caller, user, membership);
      });
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
