import { notAMember } from '../domain/accounts.errors.ts';
import type { SessionDevice } from '../domain/session.ts';
import type { AccountsDeps } from './deps.ts';

/**
 * Moves the signed-in session to another account the user belongs to (the page then reloads). The
 * session gets a new token: the cookie now grants something else, and the old token dies with it.
 */
export function makeSwitchAccount({
  sessions,
  directory,
  tokens,
  unitOfWork,
  clock,
  tx,
}: Pick<AccountsDeps, 'sessions' | 'directory' | 'tokens' | 'unitOfWork' | 'clock' | 'tx'>) {
  return async function switchAccount(input: {
    sessionId: number;
    userId: number;
    accountId: number;
    device: SessionDevice;
  }) {
    return tx(async () => {
      const membership = await directory.membership(input.userId, input.accountId);
      if (!membership) throw notAMember();
      const session = await sessions.byId(input.sessionId);
      if (!session?.isOf(input.userId)) throw notAMember();
      const sessionToken = tokens.newToken();
      session.switchAccount(input.accountId, {
        tokenHash: tokens.digest(sessionToken),
        now: clock.now(),
        device: input.device,
      });
      await unitOfWork.flush();
      return {
        accountId: input.accountId,
        sessionToken,
        expiresAt: session.expiresAt,
        remember: session.remember,
      };
    });
  };
}
