import { invalidCredentials, invalidPassword } from '../domain/accounts.errors.ts';
import type { AccountsDeps } from './deps.ts';

/** "Confirm your password": renews the session's proof of identity for sensitive changes. */
export function makeReauthenticate({
  users,
  sessions,
  passwords,
  rateLimiter,
  unitOfWork,
  clock,
  tx,
}: AccountsDeps) {
  return async function reauthenticate(input: { sessionId: number; userId: number; password: string }) {
    const now = clock.now();
    await rateLimiter.hit([{ key: `reauth:user:${input.userId}`, limit: 10, windowMs: 15 * 60_000 }], now);
    return tx(async () => {
      const user = await users.byId(input.userId);
      if (!user) throw invalidCredentials();
      // A 400, not a 401: the session is fine, only this confirmation failed.
      if (!(await passwords.verify(user.passwordHash, input.password)))
        throw invalidPassword('The password is not correct.');
      const session = await sessions.byId(input.sessionId);
      if (!session) throw invalidCredentials();
      session.confirmIdentity(now);
      await unitOfWork.flush();
      return { authenticatedAt: now };
    });
  };
}
