import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import { assertRecentSignIn } from '../../../shared/recent-sign-in.ts';
import { mfaMethodNotFound } from '../domain/accounts.errors.ts';
import type { MfaMethodRepository } from '../ports/credential-repositories.ts';
import type { SessionRepository } from '../ports/session-repository.ts';

export interface RemoveMfaMethodDeps {
  mfaMethods: MfaMethodRepository;
  sessions: SessionRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Removes one of the caller's methods (needs a recent sign-in); the user's other sessions end. */
export function makeRemoveMfaMethod({ mfaMethods, sessions, clock, tx }: RemoveMfaMethodDeps) {
  return async function removeMfaMethod(caller: MemberCaller, id: number): Promise<void> {
    assertRecentSignIn(caller.authenticatedAt, clock.now());
    await tx(async () => {
      const method = await mfaMethods.byId(caller.userId, id);
      if (!method) throw mfaMethodNotFound();
      await mfaMethods.remove(method);
      await sessions.removeAllOfUser(
        caller.userId,
        caller.via === 'session' ? caller.credentialId : undefined,
      );
    });
  };
}
