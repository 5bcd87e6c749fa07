import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { ApiTokenRepository } from '../ports/credential-repositories.ts';
import type { SessionRepository } from '../ports/session-repository.ts';

export interface CredentialStillValidDeps {
  sessions: SessionRepository;
  apiTokens: ApiTokenRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * Whether the session or API token behind each long-lived request (the live-event streams of a process)
 * still stands: not logged out, revoked, expired or moved to another account. One read of the sessions and
 * one of the tokens for all the callers, whatever their number (docs/adr/0079). Reads only, so asking does
 * not slide a session's idle window. Answers in the callers' order.
 */
export function makeCredentialStillValid({ sessions, apiTokens, clock, tx }: CredentialStillValidDeps) {
  return async function credentialStillValid(callers: MemberCaller[]): Promise<boolean[]> {
    if (!callers.length) return [];
    return tx(async () => {
      const idsVia = (via: MemberCaller['via']) => [
        ...new Set(callers.filter((caller) => caller.via === via).map((caller) => caller.credentialId)),
      ];
      const sessionIds = idsVia('session');
      const tokenIds = idsVia('token');
      const [foundSessions, foundTokens] = await Promise.all([
        sessionIds.length ? sessions.byIds(sessionIds) : [],
        tokenIds.length ? apiTokens.byIds(tokenIds) : [],
      ]);
      const session = new Map(foundSessions.map((found) => [found.id, found]));
      const token = new Map(foundTokens.map((found) => [found.id, found]));
      const now = clock.now();
      return callers.map((caller) => {
        if (caller.via === 'token') {
          const found = token.get(caller.credentialId);
          return (
            found !== undefined && found.accountId === caller.accountId && found.userId === caller.userId
          );
        }
        const found = session.get(caller.credentialId);
        return found !== undefined && found.accountId === caller.accountId && found.isActiveAt(now);
      });
    });
  };
}
