import type { Clock } from '../../../platform/clock/clock.ts';
import type { SessionRepository } from '../ports/session-repository.ts';

export interface PurgeExpiredCredentialsDeps {
  sessions: SessionRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The periodic clean-up job: expired sessions and one-time tokens are deleted, not kept forever. */
export function makePurgeExpiredCredentials({ sessions, clock, tx }: PurgeExpiredCredentialsDeps) {
  return async function purgeExpiredCredentials() {
    return tx(() => sessions.purgeExpired(clock.now()));
  };
}
