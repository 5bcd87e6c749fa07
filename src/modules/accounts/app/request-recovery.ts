import type { Clock } from '../../../platform/clock/clock.ts';
import { OneTimeToken } from '../domain/one-time-token.ts';
import { normaliseEmail } from '../domain/user.ts';
import type { OneTimeTokenRepository } from '../ports/credential-repositories.ts';
import type { Notifier } from '../ports/notifier.ts';
import type { TokenVault } from '../ports/secrets.ts';
import type { BotCheck, RateLimiter } from '../ports/security.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { assertHuman } from './human-check.ts';

const HOUR = 60 * 60_000;
export const RECOVERY_REQUESTED_MESSAGE =
  'If an account uses that email, we have sent it a link to reset the password. The link works once, for one hour.';

export interface RequestRecoveryDeps {
  users: UserRepository;
  oneTimeTokens: OneTimeTokenRepository;
  tokens: TokenVault;
  notifier: Notifier;
  rateLimiter: RateLimiter;
  botCheck: BotCheck;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** Where links in emails point, e.g. https://numberyard.example. */
  publicUrl: string;
}

/**
 * "Forgot password": mails a one-hour reset link. The same answer whether or not the email exists, so
 * the form cannot be used to find accounts.
 */
export function makeRequestRecovery(deps: RequestRecoveryDeps) {
  const { users, oneTimeTokens, tokens, notifier, rateLimiter, botCheck, clock, tx, publicUrl } = deps;
  return async function requestRecovery(input: {
    email: string;
    ip: string;
    recaptchaToken?: string;
  }): Promise<string> {
    const email = normaliseEmail(input.email);
    const now = clock.now();
    await rateLimiter.hit(
      [
        { key: `recovery:ip:${input.ip}`, limit: 30, windowMs: HOUR },
        { key: `recovery:email:${email}`, limit: 3, windowMs: HOUR },
      ],
      now,
    );
    await assertHuman(botCheck, input, 'recovery');
    await tx(async () => {
      const user = await users.byEmail(email);
      if (!user) return;
      const token = tokens.newToken();
      await oneTimeTokens.add(
        new OneTimeToken({ purpose: 'recovery', tokenHash: tokens.digest(token), userId: user.id, now }),
      );
      await notifier.email({
        to: user.email,
        subject: 'Reset your Numberyard password',
        text: [
          `Hello ${user.firstName},`,
          '',
          'Someone (we hope you) asked to reset the password of your Numberyard account.',
          `Open this link within one hour to choose a new password: ${publicUrl}/recover/${token}`,
          '',
          'If it was not you, ignore this email: your password stays as it is.',
        ].join('\n'),
        category: 'recovery',
        secret: true,
      });
    });
    return RECOVERY_REQUESTED_MESSAGE;
  };
}
