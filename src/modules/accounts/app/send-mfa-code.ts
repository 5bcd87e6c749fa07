import type { Clock } from '../../../platform/clock/clock.ts';
import type { SecurityLog } from '../../../platform/security-log/security-log.ts';
import { type ChallengePurpose, MfaChallenge } from '../domain/mfa-challenge.ts';
import type { MfaMethod } from '../domain/mfa-method.ts';
import type { User } from '../domain/user.ts';
import type { MfaChallengeRepository } from '../ports/credential-repositories.ts';
import type { Notifier } from '../ports/notifier.ts';
import type { CodeHasher, RateLimiter } from '../ports/security.ts';

export interface SendMfaCodeDeps {
  challenges: MfaChallengeRepository;
  codes: CodeHasher;
  notifier: Notifier;
  rateLimiter: RateLimiter;
  securityLog: SecurityLog;
  clock: Clock;
}

/**
 * Not a use case: the step of sign-in, re-authentication, recovery and enrolment that mails or texts
 * a new one-time code (an authenticator app needs nothing sent). Only the newest code works.
 */
export function makeSendMfaCode({
  challenges,
  codes,
  notifier,
  rateLimiter,
  securityLog,
  clock,
}: SendMfaCodeDeps) {
  return async function sendMfaCode(user: User, method: MfaMethod, purpose: ChallengePurpose): Promise<void> {
    if (method.type === 'totp') return;
    const now = clock.now();
    await rateLimiter.hit(
      [
        {
          key: `mfa-send:user:${user.id}`,
          limit: 5,
          windowMs: 15 * 60_000,
          message: 'Too many codes requested. Please wait a few minutes and try again.',
        },
      ],
      now,
    );
    const code = codes.newCode();
    await challenges.closeOpen(user.id, method.id, purpose, now);
    await challenges.add(
      new MfaChallenge({ userId: user.id, methodId: method.id, purpose, codeHash: codes.digest(code), now }),
    );
    await securityLog.record({
      event: 'security.mfa.challenged',
      userId: user.id,
      email: user.email,
      detail: { purpose, method: method.type, mfaMethodId: method.id },
    });
    const text = `Your Numberyard verification code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`;
    if (method.type === 'email') {
      await notifier.email({
        to: method.data,
        subject: 'Your Numberyard verification code',
        text,
        category: 'mfa-code',
        secret: true,
      });
    } else {
      await notifier.sms({ to: method.data, body: text, category: 'mfa-code', secret: true });
    }
  };
}
