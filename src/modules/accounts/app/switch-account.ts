import type { Clock } from '../../../platform/clock/clock.ts';
import { notAMember } from '../domain/accounts.errors.ts';
import type { SessionDevice } from '../domain/session.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { UnitOfWorkFlush } from '../ports/credential-repositories.ts';
import type { TokenVault } from '../ports/secrets.ts';
import type { SessionRepository } from '../ports/session-repository.ts';

export interface SwitchAccountDeps {
  sessions: SessionRepository;
  directory: AccountDirectory;
  tokens: TokenVault;
  unitOfWork: UnitOfWorkFlush;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * Moves the signed-in session to another account the user belongs to (the page then reloads). The
 * session gets a new token: the cookie now grants something else, and the old token dies with it.
 */
export function makeSwitchAccount({ sessions, directory, tokens, unitOfWork, clock, tx }: SwitchAccountDeps) {
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
