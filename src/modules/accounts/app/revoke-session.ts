import type { MemberCaller } from '../../../platform/http/caller.ts';
import { sessionNotFound } from '../domain/accounts.errors.ts';
import type { SessionRepository } from '../ports/session-repository.ts';

export interface RevokeSessionDeps {
  sessions: SessionRepository;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * Signs one of the caller's own browsers out. Someone else's session answers 404 like a missing one,
 * so ids cannot be probed. Revoking the current session is signing out.
 */
export function makeRevokeSession({ sessions, tx }: RevokeSessionDeps) {
  return async function revokeSession(caller: MemberCaller, id: number): Promise<{ wasCurrent: boolean }> {
    return tx(async () => {
      const session = await sessions.byId(id);
      if (!session?.isOf(caller.userId)) throw sessionNotFound();
      await sessions.remove(session);
      return { wasCurrent: caller.via === 'session' && caller.credentialId === id };
    });
  };
}
