import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account } from '../../domain/account.ts';
import type { Membership } from '../../domain/membership.ts';
import type { Session } from '../../domain/session.ts';
import type { User } from '../../domain/user.ts';
import type { AccountDirectory } from '../../ports/account-directory.ts';
import type { SessionRepository } from '../../ports/session-repository.ts';
import type { UserRepository } from '../../ports/user-repository.ts';
import {
  AccountSchema,
  MembershipSchema,
  MfaChallengeSchema,
  OneTimeTokenSchema,
  SessionSchema,
  UserSchema,
} from './accounts.mapping.ts';

/** `em()` yields the current context's manager (the transaction's fork inside `tx`). */
type EmSource = () => EntityManager;

export class MikroOrmUserRepository implements UserRepository {
  readonly #em: EmSource;
  constructor(em: EmSource) {
    this.#em = em;
  }
  byId(id: number) {
    return this.#em().findOne(UserSchema, { id });
  }
  byEmail(email: string) {
    return this.#em().findOne(UserSchema, { email: email.toLowerCase() });
  }
  async add(user: User) {
    await this.#em().persist(user).flush();
    return user;
  }
}

export class MikroOrmSessionRepository implements SessionRepository {
  readonly #em: EmSource;
  constructor(em: EmSource) {
    this.#em = em;
  }
  byTokenHash(tokenHash: string) {
    return this.#em().findOne(SessionSchema, { tokenHash });
  }
  byId(id: number) {
    return this.#em().findOne(SessionSchema, { id });
  }
  byIds(ids: number[]) {
    return this.#em().find(SessionSchema, { id: { $in: ids } });
  }
  activeOfUser(userId: number, now: Date) {
    return this.#em().find(
      SessionSchema,
      { userId, expiresAt: { $gt: now } },
      { orderBy: { lastSeenAt: 'desc', id: 'desc' } },
    );
  }
  removeAllOfUser(userId: number, exceptSessionId?: number) {
    return this.#em().nativeDelete(SessionSchema, {
      userId,
      ...(exceptSessionId !== undefined ? { id: { $ne: exceptSessionId } } : {}),
    });
  }
  removeOfUserInAccount(userId: number, accountId: number) {
    return this.#em().nativeDelete(SessionSchema, { userId, accountId });
  }
  async add(session: Session) {
    await this.#em().persist(session).flush();
    return session;
  }
  async save(_session: Session) {
    await this.#em().flush();
  }
  async remove(session: Session) {
    await this.#em().remove(session).flush();
  }
  async purgeExpired(now: Date) {
    const sessions = await this.#em().nativeDelete(SessionSchema, { expiresAt: { $lte: now } });
    const oneTimeTokens = await this.#em().nativeDelete(OneTimeTokenSchema, { expiresAt: { $lte: now } });
    await this.#em().nativeDelete(MfaChallengeSchema, { expiresAt: { $lte: now } });
    return { sessions, oneTimeTokens };
  }
}

export class MikroOrmAccountDirectory implements AccountDirectory {
  readonly #em: EmSource;
  constructor(em: EmSource) {
    this.#em = em;
  }
  accountById(id: number) {
    return this.#em().findOne(AccountSchema, { id });
  }
  membership(userId: number, accountId: number) {
    return this.#em().findOne(MembershipSchema, { userId, accountId });
  }
  async membershipsOfUser(userId: number) {
    const memberships = await this.#em().find(MembershipSchema, { userId }, { orderBy: { id: 'asc' } });
    const accounts = await this.#em().find(AccountSchema, {
      id: { $in: memberships.map((m) => m.accountId) },
    });
    const byId = new Map(accounts.map((account) => [account.id, account]));
    return memberships.flatMap((membership) => {
      const account = byId.get(membership.accountId);
      return account ? [{ membership, account }] : [];
    });
  }
  async addAccount(account: Account) {
    await this.#em().persist(account).flush();
    return account;
  }
  async addMembership(membership: Membership) {
    await this.#em().persist(membership).flush();
    return membership;
  }
  membersOfAccount(accountId: number) {
    return this.#em().find(MembershipSchema, { accountId, support: false }, { orderBy: { id: 'asc' } });
  }
  async removeMembership(membership: Membership) {
    await this.#em().remove(membership).flush();
  }
}
