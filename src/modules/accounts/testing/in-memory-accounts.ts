import type { Account } from '../domain/account.ts';
import type { ApiToken } from '../domain/api-token.ts';
import type { Invitation } from '../domain/invitation.ts';
import type { Membership } from '../domain/membership.ts';
import type { MfaChallenge } from '../domain/mfa-challenge.ts';
import type { MfaMethod } from '../domain/mfa-method.ts';
import type { OneTimeToken } from '../domain/one-time-token.ts';
import type { Session } from '../domain/session.ts';
import { normaliseEmail, type User } from '../domain/user.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type {
  ApiTokenRepository,
  MfaChallengeRepository,
  MfaMethodRepository,
  OneTimeTokenRepository,
  UnitOfWorkFlush,
} from '../ports/credential-repositories.ts';
import type { InvitationRepository } from '../ports/invitation-repository.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** Rows with ids in insertion order, as the tables hand them out. */
class Rows<T extends { id: number }> {
  readonly rows: T[] = [];
  #nextId = 1;

  insert(row: T): T {
    row.id = this.#nextId++;
    this.rows.push(row);
    return row;
  }
  delete(row: T): void {
    const at = this.rows.indexOf(row);
    if (at >= 0) this.rows.splice(at, 1);
  }
  deleteWhere(test: (row: T) => boolean): number {
    const gone = this.rows.filter(test);
    for (const row of gone) this.delete(row);
    return gone.length;
  }
}

export class InMemoryUsers implements UserRepository {
  readonly table = new Rows<User>();
  async byId(id: number) {
    return this.table.rows.find((user) => user.id === id) ?? null;
  }
  async byEmail(email: string) {
    return this.table.rows.find((user) => user.email === normaliseEmail(email)) ?? null;
  }
  async add(user: User) {
    return this.table.insert(user);
  }
}

export class InMemoryAccountDirectory implements AccountDirectory {
  readonly accounts = new Rows<Account>();
  readonly memberships = new Rows<Membership>();
  async accountById(id: number) {
    return this.accounts.rows.find((account) => account.id === id) ?? null;
  }
  async membershipsOfUser(userId: number) {
    return this.memberships.rows.flatMap((membership) => {
      const account = this.accounts.rows.find((a) => a.id === membership.accountId);
      return membership.userId === userId && account ? [{ membership, account }] : [];
    });
  }
  async membership(userId: number, accountId: number) {
    return this.memberships.rows.find((m) => m.userId === userId && m.accountId === accountId) ?? null;
  }
  async addAccount(account: Account) {
    return this.accounts.insert(account);
  }
  async addMembership(membership: Membership) {
    return this.memberships.insert(membership);
  }
  async membersOfAccount(accountId: number) {
    return this.memberships.rows.filter((m) => m.accountId === accountId && !m.support);
  }
  async removeMembership(membership: Membership) {
    this.memberships.delete(membership);
  }
}

export class InMemorySessions implements SessionRepository {
  readonly table = new Rows<Session>();
  async byTokenHash(tokenHash: string) {
    return this.table.rows.find((session) => session.tokenHash === tokenHash) ?? null;
  }
  async byId(id: number) {
    return this.table.rows.find((session) => session.id === id) ?? null;
  }
  async byIds(ids: number[]) {
    return this.table.rows.filter((session) => ids.includes(session.id));
  }
  async activeOfUser(userId: number, now: Date) {
    return this.table.rows
      .filter((session) => session.userId === userId && session.isActiveAt(now))
      .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
  }
  async removeAllOfUser(userId: number, exceptSessionId?: number) {
    return this.table.deleteWhere((s) => s.userId === userId && s.id !== exceptSessionId);
  }
  async removeOfUserInAccount(userId: number, accountId: number) {
    return this.table.deleteWhere((s) => s.userId === userId && s.accountId === accountId);
  }
  async add(session: Session) {
    return this.table.insert(session);
  }
  async save() {}
  async remove(session: Session) {
    this.table.delete(session);
  }
  /** Sessions only: one-time tokens live in InMemoryOneTimeTokens, which has no expiry sweep. */
  async purgeExpired(now: Date) {
    return { sessions: this.table.deleteWhere((s) => !s.isActiveAt(now)), oneTimeTokens: 0 };
  }
}

export class InMemoryMfaMethods implements MfaMethodRepository {
  readonly table = new Rows<MfaMethod>();
  async ofUser(userId: number) {
    return this.table.rows.filter((method) => method.userId === userId);
  }
  async byId(userId: number, id: number) {
    return this.table.rows.find((m) => m.userId === userId && m.id === id) ?? null;
  }
  async add(method: MfaMethod) {
    return this.table.insert(method);
  }
  async remove(method: MfaMethod) {
    this.table.delete(method);
  }
  async claimTotpStep(method: MfaMethod, step: number) {
    if (method.totpLastStep !== null && step <= method.totpLastStep) return false;
    method.totpLastStep = step;
    return true;
  }
}

export class InMemoryMfaChallenges implements MfaChallengeRepository {
  readonly table = new Rows<MfaChallenge>();
  async add(challenge: MfaChallenge) {
    return this.table.insert(challenge);
  }
  #open(userId: number, methodId: number, purpose: MfaChallenge['purpose'], now: Date) {
    return this.table.rows.filter(
      (c) => c.userId === userId && c.methodId === methodId && c.purpose === purpose && c.isOpenAt(now),
    );
  }
  async latestOpen(userId: number, methodId: number, purpose: MfaChallenge['purpose'], now: Date) {
    return this.#open(userId, methodId, purpose, now).at(-1) ?? null;
  }
  async closeOpen(userId: number, methodId: number, purpose: MfaChallenge['purpose'], now: Date) {
    for (const challenge of this.#open(userId, methodId, purpose, now)) challenge.usedAt = now;
  }
  async consume(challenge: MfaChallenge, now: Date) {
    if (!challenge.isOpenAt(now)) return false;
    challenge.usedAt = now;
    return true;
  }
  async recordFailure(challenge: MfaChallenge) {
    challenge.attempts += 1;
    return challenge.attempts;
  }
}

export class InMemoryApiTokens implements ApiTokenRepository {
  readonly table = new Rows<ApiToken>();
  async byHash(tokenHash: string) {
    return this.table.rows.find((token) => token.tokenHash === tokenHash) ?? null;
  }
  async byId(accountId: number, userId: number, id: number) {
    return (
      this.table.rows.find((t) => t.accountId === accountId && t.userId === userId && t.id === id) ?? null
    );
  }
  async byIds(ids: number[]) {
    return this.table.rows.filter((t) => ids.includes(t.id));
  }
  async list(accountId: number, userId: number, page: { limit: number; offset: number }) {
    const mine = this.table.rows.filter((t) => t.accountId === accountId && t.userId === userId);
    return { data: mine.slice(page.offset, page.offset + page.limit), total: mine.length };
  }
  async add(token: ApiToken) {
    return this.table.insert(token);
  }
  async remove(token: ApiToken) {
    this.table.delete(token);
  }
  async removeAllOfUserInAccount(userId: number, accountId: number) {
    return this.table.deleteWhere((t) => t.userId === userId && t.accountId === accountId);
  }
  async removeAllOfUser(userId: number) {
    return this.table.deleteWhere((t) => t.userId === userId);
  }
}

export class InMemoryOneTimeTokens implements OneTimeTokenRepository {
  readonly table = new Rows<OneTimeToken>();
  async byHash(tokenHash: string) {
    return this.table.rows.find((token) => token.tokenHash === tokenHash) ?? null;
  }
  async add(token: OneTimeToken) {
    return this.table.insert(token);
  }
  async consume(token: OneTimeToken, now: Date) {
    if (!token.isUsableAt(now)) return false;
    token.usedAt = now;
    return true;
  }
}

export class InMemoryInvitations implements InvitationRepository {
  readonly table = new Rows<Invitation>();
  async add(invitation: Invitation) {
    return this.table.insert(invitation);
  }
  async byHash(tokenHash: string) {
    return this.table.rows.find((invitation) => invitation.tokenHash === tokenHash) ?? null;
  }
  async byId(id: number) {
    return this.table.rows.find((invitation) => invitation.id === id) ?? null;
  }
  async unacceptedOfAccount(accountId: number, page: { limit: number; offset: number }) {
    const open = this.table.rows.filter((i) => i.accountId === accountId && !i.acceptedAt).reverse();
    return { data: open.slice(page.offset, page.offset + page.limit), total: open.length };
  }
  async pendingForEmail(email: string, now: Date) {
    return this.table.rows.filter((i) => i.email === email && i.statusAt(now) === 'pending');
  }
  async removeOfAccountForEmail(accountId: number, email: string) {
    this.table.deleteWhere((i) => i.accountId === accountId && i.email === email);
  }
  async remove(invitation: Invitation) {
    this.table.delete(invitation);
  }
}

/** Objects live in memory already; it counts flushes so a test can see that a change was saved. */
export class CountingUnitOfWork implements UnitOfWorkFlush {
  flushes = 0;
  async flush() {
    this.flushes += 1;
  }
}
