import type { Session } from '../domain/session.ts';

export interface SessionRepository {
  byTokenHash(tokenHash: string): Promise<Session | null>;
  byId(id: number): Promise<Session | null>;
  /** The sessions of `ids` that still exist (any order). */
  byIds(ids: number[]): Promise<Session[]>;
  /** The user's sessions still active at `now`, most recently seen first. */
  activeOfUser(userId: number, now: Date): Promise<Session[]>;
  /** Ends every session of a user (except one, when given): after a password or MFA change. */
  removeAllOfUser(userId: number, exceptSessionId?: number): Promise<number>;
  /** Ends a user's sessions in one account: after they are removed from it. */
  removeOfUserInAccount(userId: number, accountId: number): Promise<number>;
  add(session: Session): Promise<Session>;
  /** Persists changes made to a session loaded through this repository. */
  save(session: Session): Promise<void>;
  remove(session: Session): Promise<void>;
  /** Deletes sessions and one-time tokens past their expiry; answers how many went. */
  purgeExpired(now: Date): Promise<{ sessions: number; oneTimeTokens: number }>;
}
