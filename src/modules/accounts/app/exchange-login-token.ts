import type { Clock } from '../../../platform/clock/clock.ts';
import { loginLinkInvalid, noAccess } from '../domain/accounts.errors.ts';
import type { SessionDevice } from '../domain/session.ts';
import type { OneTimeTokenRepository } from '../ports/credential-repositories.ts';
import type { TokenVault } from '../ports/secrets.ts';
import type { RateLimiter } from '../ports/security.ts';
import { makeStartSession, type StartedSession, type StartSessionDeps } from './start-session.ts';

export interface ExchangeLoginTokenDeps extends StartSessionDeps {
  oneTimeTokens: OneTimeTokenRepository;
  tokens: TokenVault;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * The browser trades a one-time login token for a session. That session is not a recent sign-in: a
 * forwarded link must not be enough to change the password or MFA.
 */
export function makeExchangeLoginToken(deps: ExchangeLoginTokenDeps) {
  const { oneTimeTokens, tokens, rateLimiter, clock, tx } = deps;
  const startSession = makeStartSession(deps);

  return async function exchangeLoginToken(input: {
    token: string;
    brandingId: number;
    ip: string;
    device: SessionDevice;
    replacesSessionToken: string | undefined;
  }): Promise<StartedSession> {
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
  };
}
