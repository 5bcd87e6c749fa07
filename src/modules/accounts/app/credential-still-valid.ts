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
 * Whether the session or API token behind a long-lived request (the live-event stream) still stands:
 * not logged out, revoked, expired or moved to another account. Reads only, so asking does not slide
 * the session's idle window.
 */
export function makeCredentialStillValid({ sessions, apiTokens, clock, tx }: CredentialStillValidDeps) {
  return async function credentialStillValid(caller: MemberCaller): Promise<boolean> {
    return tx(async () => {
      if (caller.via === 'token')
        return (await apiTokens.byId(caller.accountId, caller.userId, caller.credentialId)) !== null;
      const session = await sessions.byId(caller.credentialId);
      return session !== null && session.accountId === caller.accountId && session.isActiveAt(clock.now());
    });
  };
}
