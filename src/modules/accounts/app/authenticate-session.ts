import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import { sessionActiveAt } from '../domain/session.ts';
import type { CredentialHolders } from '../ports/credential-holders.ts';
import type { TokenVault } from '../ports/secrets.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import { credentialCaller } from './credential-caller.ts';

export interface AuthenticateSessionDeps {
  credentialHolders: CredentialHolders;
  sessions: SessionRepository;
  tokens: TokenVault;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Writing on every request would be wasteful; a minute of idle-window precision is plenty. */
export const TOUCH_EVERY_MS = 60_000;

/**
 * Turns a session cookie into the caller, sliding its idle window; expired sessions count as none. One
 * read per request (docs/adr/0081); the slide, at most once a minute, loads and saves the session.
 */
export function makeAuthenticateSession({
  credentialHolders,
  sessions,
  tokens,
  clock,
  tx,
}: AuthenticateSessionDeps) {
  return async function authenticateSession(sessionToken: string): Promise<MemberCaller | null> {
    const tokenHash = tokens.digest(sessionToken);
    const held = await credentialHolders.sessionByTokenHash(tokenHash);
    const now = clock.now();
    if (!held || !sessionActiveAt(held.expiresAt, now)) return null;
    if (now.getTime() - held.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await tx(async () => {
        const session = await sessions.byTokenHash(tokenHash);
        if (!session) return;
        session.touch(now);
        await sessions.save(session);
      });
    }
    return credentialCaller(held.holder, {
      via: 'session',
      credentialId: held.id,
      // Never proved (a login-link session): as old as an API token's, so never recent.
      authenticatedAt: held.authenticatedAt ?? new Date(0),
      mfaPassed: held.mfaPassed,
    });
  };
}
