import type { Clock } from '../../../platform/clock/clock.ts';
import { invalidCredentials, invalidPassword } from '../domain/accounts.errors.ts';
import type { SessionDevice } from '../domain/session.ts';
import type { UnitOfWorkFlush } from '../ports/credential-repositories.ts';
import type { PasswordHasher, TokenVault } from '../ports/secrets.ts';
import type { RateLimiter } from '../ports/security.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { type MfaPending, type MfaStepDeps, makeMfaStep } from './mfa-step.ts';

/** Like sign-in: ten tries per user in 15 minutes. */
export const REAUTH_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const;

export interface Reauthenticated {
  kind: 'confirmed';
  authenticatedAt: Date;
  /** The session's new token: the one the browser held stops working. */
  sessionToken: string;
  expiresAt: Date;
  remember: boolean;
}

export interface ReauthenticateDeps extends MfaStepDeps {
  users: UserRepository;
  sessions: SessionRepository;
  passwords: PasswordHasher;
  tokens: TokenVault;
  rateLimiter: RateLimiter;
  unitOfWork: UnitOfWorkFlush;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * "Confirm your password": renews the session's proof of identity for sensitive changes. A user with
 * MFA proves the second factor too, in the same steps as sign-in. The session gets a new token, so a
 * token copied before the confirmation never carries the fresh proof.
 */
export function makeReauthenticate(deps: ReauthenticateDeps) {
  const { users, sessions, passwords, tokens, rateLimiter, unitOfWork, clock, tx } = deps;
  const mfaStep = makeMfaStep(deps);

  return async function reauthenticate(input: {
    sessionId: number;
    userId: number;
    password: string;
    mfaMethodId?: number | undefined;
    mfaCode?: string | undefined;
    device: SessionDevice;
  }): Promise<Reauthenticated | MfaPending> {
    const now = clock.now();
    await rateLimiter.hit([{ key: `reauth:user:${input.userId}`, ...REAUTH_LIMIT }], now);
    return tx(async () => {
      const user = await users.byId(input.userId);
      if (!user) throw invalidCredentials();
      // A 400, not a 401: the session is fine, only this confirmation failed.
      if (!(await passwords.verify(user.passwordHash, input.password)))
        throw invalidPassword('The password is not correct.');
      const step = await mfaStep(user, input, 'reauth');
      if (step.kind === 'mfa') return step;
      const session = await sessions.byId(input.sessionId);
      if (!session?.isOf(user.id)) throw invalidCredentials();
      const sessionToken = tokens.newToken();
      session.confirmIdentity({ tokenHash: tokens.digest(sessionToken), now, device: input.device });
      await unitOfWork.flush();
      return {
        kind: 'confirmed' as const,
        authenticatedAt: now,
        sessionToken,
        expiresAt: session.expiresAt,
        remember: session.remember,
      };
    });
  };
}
