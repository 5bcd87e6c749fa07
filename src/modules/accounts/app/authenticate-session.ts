import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { TokenVault } from '../ports/secrets.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { UserRepository } from '../ports/user-repository.ts';

export interface AuthenticateSessionDeps {
  sessions: SessionRepository;
  users: UserRepository;
  directory: AccountDirectory;
  tokens: TokenVault;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Turns a session cookie into the caller, sliding its idle window; expired sessions count as none. */
export function makeAuthenticateSession({
  sessions,
  users,
  directory,
  tokens,
  clock,
  tx,
}: AuthenticateSessionDeps) {
  return async function authenticateSession(sessionToken: string): Promise<MemberCaller | null> {
    return tx(async () => {
      const session = await sessions.byTokenHash(tokens.digest(sessionToken));
      const now = clock.now();
      if (!session?.isActiveAt(now)) return null;
      const [user, account, membership] = await Promise.all([
        users.byId(session.userId),
        directory.accountById(session.accountId),
        directory.membership(session.userId, session.accountId),
      ]);
      if (!user || !account || !membership) return null;
      // Writing on every request would be wasteful; a minute of idle-window precision is plenty.
      if (now.getTime() - session.lastSeenAt.getTime() > 60_000) {
        session.touch(now);
        await sessions.save(session);
      }
      return {
        kind: 'member',
        userId: user.id,
        accountId: account.id,
        brandingId: account.brandingId,
        role: membership.role,
        isEmployee: user.isEmployee,
        adminUser: user.adminUser,
        accounting: user.accounting,
        via: 'session',
        credentialId: session.id,
        // Never proved (a login-link session): as old as an API token's, so never recent.
        authenticatedAt: session.authenticatedAt ?? new Date(0),
        mfaPassed: session.mfaPassed,
      };
    });
  };
}
