import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { AccountsDeps } from './deps.ts';

/** Turns a session cookie into the caller, sliding its idle window; expired sessions count as none. */
export function makeAuthenticateSession({ sessions, users, directory, tokens, clock, tx }: AccountsDeps) {
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
