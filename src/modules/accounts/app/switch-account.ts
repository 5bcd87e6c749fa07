import { notAMember } from '../domain/accounts.errors.ts';
import type { AccountsDeps } from './deps.ts';

/** Moves the signed-in session to another account the user belongs to (the page then reloads). */
export function makeSwitchAccount({ sessions, directory, unitOfWork, tx }: AccountsDeps) {
  return async function switchAccount(input: { sessionId: number; userId: number; accountId: number }) {
    return tx(async () => {
      const membership = await directory.membership(input.userId, input.accountId);
      if (!membership) throw notAMember();
      const session = await sessions.byId(input.sessionId);
      if (!session || session.userId !== input.userId) throw notAMember();
      session.switchAccount(input.accountId);
      await unitOfWork.flush();
      return { accountId: input.accountId, expiresAt: session.expiresAt };
    });
  };
}
