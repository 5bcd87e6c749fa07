import { loginLinkInvalid, noAccess } from '../domain/accounts.errors.ts';
import { OneTimeToken } from '../domain/one-time-token.ts';
import type { SessionDevice } from '../domain/session.ts';
import type { AccountsDeps } from './deps.ts';
import { makeStartSession } from './start-session.ts';

/**
 * One-time login tokens: other modules (checkout, offers) issue one for a user who just got an
 * account, and the browser exchanges it once, within 10 minutes, for a session. That session is not
 * a recent sign-in: a forwarded link must not be enough to change the password or MFA.
 */
export function makeLoginTokens(deps: AccountsDeps) {
  const { oneTimeTokens, tokens, rateLimiter, clock, tx } = deps;
  const startSession = makeStartSession(deps);

  async function issue(input: { userId: number; accountId: number }): Promise<string> {
    const token = tokens.newToken();
    await oneTimeTokens.add(
      new OneTimeToken({
        purpose: 'login',
        tokenHash: tokens.digest(token),
        userId: input.userId,
        accountId: input.accountId,
        now: clock.now(),
      }),
    );
    return token;
  }

  async function exchange(input: {
    token: string;
    brandingId: number;
    ip: string;
    device: SessionDevice;
    replacesSessionToken: string | undefined;
  }) {
    const now = clock.now();
    await rateLimiter.hit([{ key: `login-token:ip:${input.ip}`, limit: 30, windowMs: 15 * 60_000 }], now);
    return tx(async () => {
      const stored = await oneTimeTokens.byHash(tokens.digest(input.token));
      if (stored?.purpose !== 'login' || !stored.isUsableAt(now)) throw loginLinkInvalid();
      if (!(await oneTimeTokens.consume(stored, now))) throw loginLinkInvalid();
      const started = await startSession({
        userId: stored.userId,
        brandingId: input.brandingId,
        remember: false,
        accountId: stored.accountId,
        openedWith: 'login-link',
        device: input.device,
        replacesSessionToken: input.replacesSessionToken,
      });
      if (!started) throw noAccess();
      return started;
    });
  }

  return { issue, exchange };
}
