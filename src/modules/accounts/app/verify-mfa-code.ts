import type { Clock } from '../../../platform/clock/clock.ts';
import type { SecurityLog } from '../../../platform/security-log/security-log.ts';
import { type ChallengePurpose, MFA_CODE_MAX_ATTEMPTS } from '../domain/mfa-challenge.ts';
import type { MfaMethod } from '../domain/mfa-method.ts';
import type { User } from '../domain/user.ts';
import type { MfaChallengeRepository, MfaMethodRepository } from '../ports/credential-repositories.ts';
import type { CodeHasher, RateLimiter, SecretBox, Totp } from '../ports/security.ts';

export const MFA_MESSAGES = {
  wrongCode: 'The verification code is not correct.',
  expiredCode: 'The verification code has expired. Please request a new one.',
  sendFailed: 'Error sending MFA request, please try again.',
} as const;

export type MfaVerification = { ok: true } | { ok: false; error: string };

export interface VerifyMfaCodeDeps {
  challenges: MfaChallengeRepository;
  mfaMethods: MfaMethodRepository;
  codes: CodeHasher;
  totp: Totp;
  secretBox: SecretBox;
  rateLimiter: RateLimiter;
  securityLog: SecurityLog;
  clock: Clock;
}

/**
 * Not a use case: the step of sign-in, re-authentication, recovery and enrolment that checks a code
 * (a sent one, or an authenticator app's), rate limited, and logs the outcome.
 */
export function makeVerifyMfaCode(deps: VerifyMfaCodeDeps) {
  const { challenges, mfaMethods, codes, totp, secretBox, rateLimiter, securityLog, clock } = deps;

  async function checkCode(
    user: User,
    method: MfaMethod,
    purpose: ChallengePurpose,
    code: string,
  ): Promise<MfaVerification> {
    const now = clock.now();
    await rateLimiter.hit([{ key: `mfa-verify:user:${user.id}`, limit: 10, windowMs: 15 * 60_000 }], now);
    if (method.type === 'totp') {
      if (!method.secretSealed) return { ok: false, error: MFA_MESSAGES.wrongCode };
      const step = await totp.verify(secretBox.open(method.secretSealed), code, now, method.totpLastStep);
      // The conditional write decides between two requests carrying the same code: one wins.
      if (step === null || !(await mfaMethods.claimTotpStep(method, step)))
        return { ok: false, error: MFA_MESSAGES.wrongCode };
      return { ok: true };
    }
    const challenge = await challenges.latestOpen(user.id, method.id, purpose, now);
    if (!challenge) return { ok: false, error: MFA_MESSAGES.expiredCode };
    if (!codes.matches(code, challenge.codeHash)) {
      const attempts = await challenges.recordFailure(challenge);
      return {
        ok: false,
        error: attempts < MFA_CODE_MAX_ATTEMPTS ? MFA_MESSAGES.wrongCode : MFA_MESSAGES.expiredCode,
      };
    }
    if (!(await challenges.consume(challenge, now))) return { ok: false, error: MFA_MESSAGES.expiredCode };
    return { ok: true };
  }

  return async function verifyMfaCode(
    user: User,
    method: MfaMethod,
    purpose: ChallengePurpose,
    code: string,
  ): Promise<MfaVerification> {
    const result = await checkCode(user, method, purpose, code);
    await securityLog.record({
      event: result.ok ? 'security.mfa.succeeded' : 'security.mfa.failed',
      userId: user.id,
      email: user.email,
      detail: {
        purpose,
        method: method.type,
        mfaMethodId: method.id,
        ...(result.ok ? {} : { reason: result.error }),
      },
    });
    return result;
  };
}
