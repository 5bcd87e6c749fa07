import type { TokenVault } from '../ports/secrets.ts';
import type { SessionRepository } from '../ports/session-repository.ts';

export interface LogOutDeps {
  sessions: SessionRepository;
  tokens: TokenVault;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Deletes the session; logging out twice (or with an unknown token) is not an error. */
export function makeLogOut({ sessions, tokens, tx }: LogOutDeps) {
  return async function logOut(sessionToken: string): Promise<void> {
    await tx(async () => {
      const session = await sessions.byTokenHash(tokens.digest(sessionToken));
      if (session) await sessions.remove(session);
    });
  };
}
