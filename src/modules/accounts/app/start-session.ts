import type { Clock } from '../../../platform/clock/clock.ts';
import { Session, type SessionDevice } from '../domain/session.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { TokenVault } from '../ports/secrets.ts';
import type { SessionRepository } from '../ports/session-repository.ts';

export interface StartedSession {
  sessionToken: string;
  expiresAt: Date;
  accountId: number;
  role: 'admin' | 'user';
}

export interface StartSessionDeps {
  sessions: SessionRepository;
  directory: AccountDirectory;
  tokens: TokenVault;
  clock: Clock;
}

/**
 * A new session (and a new token: no fixation) in the user's chosen account, else their first
 * account on the current brand, else their first anywhere. The session of the cookie it replaces
 * ends: a browser holds one session, and signing in as someone else must not leave the previous
 * one alive behind the new cookie.
 */
export function makeStartSession({ sessions, directory, tokens, clock }: StartSessionDeps) {
  return async function startSession(input: {
    userId: number;
    brandingId: number;
    remember: boolean;
    accountId?: number | null;
    /** The sign-in passed an MFA code. */
    mfaPassed?: boolean;
    openedWith: 'credentials' | 'login-link';
    device: SessionDevice;
    replacesSessionToken: string | undefined;
  }): Promise<StartedSession | null> {
    const memberships = await directory.membershipsOfUser(input.userId);
    const chosen =
      memberships.find((m) => m.account.id === input.accountId) ??
      memberships.find((m) => m.account.brandingId === input.brandingId) ??
      memberships[0];
    if (!chosen) return null;
    if (input.replacesSessionToken) {
      const replaced = await sessions.byTokenHash(tokens.digest(input.replacesSessionToken));
      if (replaced) await sessions.remove(replaced);
    }
    const sessionToken = tokens.newToken();
    const session = new Session({
      tokenHash: tokens.digest(sessionToken),
      userId: input.userId,
      accountId: chosen.account.id,
      remember: input.remember,
      now: clock.now(),
      mfaPassed: input.mfaPassed ?? false,
      openedWith: input.openedWith,
      device: input.device,
    });
    await sessions.add(session);
    return {
      sessionToken,
      expiresAt: session.expiresAt,
      accountId: chosen.account.id,
      role: chosen.membership.role,
    };
  };
}
