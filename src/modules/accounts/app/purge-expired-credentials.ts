import type { AccountsDeps } from './deps.ts';

/** The periodic clean-up job: expired sessions and one-time tokens are deleted, not kept forever. */
export function makePurgeExpiredCredentials({ sessions, clock, tx }: AccountsDeps) {
  return async function purgeExpiredCredentials() {
    return tx(() => sessions.purgeExpired(clock.now()));
  };
}
