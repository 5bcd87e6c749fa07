import { invalidCredentials, noAccess } from '../domain/accounts.errors.ts';
import { Session } from '../domain/session.ts';
import { normaliseEmail } from '../domain/user.ts';
import type { AccountsDeps } from './deps.ts';

export interface LogInInput {
  email: string;
  password: string;
  remember: boolean;
  brandingId: number;
}

export interface LogInResult {
  sessionToken: string;
  expiresAt: Date;
  role: 'admin' | 'user';
}

/**
 * Password sign-in. A new session token is made at every login (no fixation), and the account
 * chosen is the user's first on the current brand, else their first anywhere.
 */
export function makeLogIn({ users, sessions, directory, passwords, tokens, clock, tx }: AccountsDeps) {
  return async function logIn(input: LogInInput): Promise<LogInResult> {
    const user = await users.byEmail(normaliseEmail(input.email));
    const ok = await passwords.verify(user?.passwordHash ?? DUMMY_HASH, input.password);
    if (!user || !ok) throw invalidCredentials();
    const memberships = await directory.membershipsOfUser(user.id);
    const chosen = memberships.find((m) => m.account.brandingId === input.brandingId) ?? memberships[0];
    if (!chosen) throw noAccess();
    const sessionToken = tokens.newToken();
    const session = new Session({
      tokenHash: tokens.digest(sessionToken),
      userId: user.id,
      accountId: chosen.account.id,
      remember: input.remember,
      now: clock.now(),
    });
    await tx(() => sessions.add(session));
    return { sessionToken, expiresAt: session.expiresAt, role: chosen.membership.role };
  };
}

// A real argon2id hash of a throwaway password, so unknown emails cost the same verification time.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$4DM17S/xr4vs1DdAr2RU0A$hA2ss3/++fdbSDwosdDv3zSvB4x7dTE9j13izYF8NPU';
