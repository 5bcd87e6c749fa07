import type { Clock } from '../../../platform/clock/clock.ts';
import { OneTimeToken } from '../domain/one-time-token.ts';
import type { OneTimeTokenRepository } from '../ports/credential-repositories.ts';
import type { TokenVault } from '../ports/secrets.ts';

export interface IssueLoginTokenDeps {
  oneTimeTokens: OneTimeTokenRepository;
  tokens: TokenVault;
  clock: Clock;
}

/**
 * For other modules (checkout, offers): a single-use login token for a user who just got an account,
 * which the browser exchanges once, within 10 minutes, for a session (exchange-login-token.ts).
 */
export function makeIssueLoginToken({ oneTimeTokens, tokens, clock }: IssueLoginTokenDeps) {
  return async function issueLoginToken(input: { userId: number; accountId: number }): Promise<string> {
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
  };
}
