import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import { mfaMethodNotFound } from '../domain/accounts.errors.ts';
import type { MfaMethodRepository, UnitOfWorkFlush } from '../ports/credential-repositories.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { type MfaMethodView, toMfaMethodView } from './mfa-method-view.ts';
import { makeVerifyMfaCode, type VerifyMfaCodeDeps } from './verify-mfa-code.ts';

export interface VerifyMfaMethodDeps extends VerifyMfaCodeDeps {
  users: UserRepository;
  mfaMethods: MfaMethodRepository;
  sessions: SessionRepository;
  unitOfWork: UnitOfWorkFlush;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The code proves the new method; from then on sign-in asks for it, and the user's other sessions end. */
export function makeVerifyMfaMethod(deps: VerifyMfaMethodDeps) {
  const { users, mfaMethods, sessions, unitOfWork, clock, tx } = deps;
  const verifyMfaCode = makeVerifyMfaCode(deps);

  return async function verifyMfaMethod(
    caller: MemberCaller,
    input: { id: number; code: string },
  ): Promise<MfaMethodView> {
    return tx(async () => {
      const user = await users.byId(caller.userId);
      const method = await mfaMethods.byId(caller.userId, input.id);
      if (!user || !method) throw mfaMethodNotFound();
      const verified = await verifyMfaCode(user, method, 'enroll', input.code);
      if (!verified.ok)
        throw new DomainError('validation', 'accounts.mfa_code', verified.error, {
          errors: { code: verified.error },
        });
      method.markVerified(clock.now());
      await unitOfWork.flush();
      await sessions.removeAllOfUser(
        caller.userId,
        caller.via === 'session' ? caller.credentialId : undefined,
      );
      return toMfaMethodView(method);
    });
  };
}
