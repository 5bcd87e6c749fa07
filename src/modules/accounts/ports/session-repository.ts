import type { Session } from '../domain/session.ts';

export interface SessionRepository {
  byTokenHash(tokenHash: string): Promise<Session | null>;
  add(session: Session): Promise<Session>;
  /** Persists changes made to a session loaded through this repository. */
  save(session: Session): Promise<void>;
  remove(session: Session): Promise<void>;
  /** Deletes sessions and one-time tokens past their expiry; answers how many went. */
  purgeExpired(now: Date): Promise<{ sessions: number; oneTimeTokens: number }>;
}
