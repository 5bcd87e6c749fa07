import { type ChallengePurpose, MFA_CODE_MAX_ATTEMPTS, MfaChallenge } from '../domain/mfa-challenge.ts';
import type { MfaMethod } from '../domain/mfa-method.ts';
import type { User } from '../domain/user.ts';
import type { AccountsDeps } from './deps.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

export const MFA_MESSAGES = {
  wrongCode: 'The verification code is not correct.',
  expiredCode: 'The verification code has expired. Please request a new one.',
  sendFailed: 'Error sending MFA request, please try again.',
} as const;

export type MfaVerification = { ok: true } | { ok: false; error: string };

/** Sending and checking one-time codes for every MFA method type, with rate limits. */
export function makeMfaCodes(deps: AccountsDeps) {
  const { challenges, mfaMethods, codes, notifier, totp, secretBox, rateLimiter, securityLog, clock } = deps;

  async function send(user: User, method: MfaMethod, purpose: ChallengePurpose): Promise<void> {
    if (method.type === 'totp') return;
    const now = clock.now();
    await rateLimiter.hit(
      [
        {
          key: `mfa-send:user:${user.id}`,
          limit: 5,
          windowMs: FIFTEEN_MINUTES,
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
  }

  async function verify(
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
  }

  async function checkCode(
    user: User,
    method: MfaMethod,
    purpose: ChallengePurpose,
    code: string,
  ): Promise<MfaVerification> {
    const now = clock.now();
    await rateLimiter.hit([{ key: `mfa-verify:user:${user.id}`, limit: 10, windowMs: FIFTEEN_MINUTES }], now);
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

  return { send, verify };
}

export type MfaCodes = ReturnType<typeof makeMfaCodes>;
