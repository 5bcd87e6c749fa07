import type { AccountsDeps } from './deps.ts';

/** Deletes the session; logging out twice (or with an unknown token) is not an error. */
export function makeLogOut({ sessions, tokens, tx }: AccountsDeps) {
  return async function logOut(sessionToken: string): Promise<void> {
    await tx(async () => {
      const session = await sessions.byTokenHash(tokens.digest(sessionToken));
      if (session) await sessions.remove(session);
    });
  };
}
