import { DomainError } from '../../../shared/domain-error.ts';
import { mfaMethodNotFound, recoveryLinkInvalid } from '../domain/accounts.errors.ts';
import { OneTimeToken } from '../domain/one-time-token.ts';
import { normaliseEmail } from '../domain/user.ts';
import type { AccountsDeps } from './deps.ts';
import { makeMfaCodes } from './mfa-codes.ts';
import { MFA_METHOD_REQUIRED, toMfaOption } from './mfa-step.ts';
import { makeHashNewPassword } from './new-password.ts';

const HOUR = 60 * 60_000;
export const RECOVERY_REQUESTED_MESSAGE =
  'If an account uses that email, we have sent it a link to reset the password. The link works once, for one hour.';

/** Spec 1 "Recovery" messages, checked in this order. */
export const RECOVERY_MESSAGES = {
  usernameEmpty: 'Username is empty.',
  passwordEmpty: 'Password is empty.',
  confirmEmpty: 'Confirm password is empty.',
  mismatch: "Password and Confirm password don't match.",
  usernameMismatch: 'That email does not match this reset link.',
  codeRequired: 'You must enter a verification code to continue.',
} as const;

const invalid = (field: string, message: string) =>
  new DomainError('validation', 'accounts.recovery_rejected', message, { errors: { [field]: message } });

/** Password recovery: request a link, check it, optionally prove MFA, set a new password. */
export function makePasswordRecovery(deps: AccountsDeps) {
  const {
    users,
    oneTimeTokens,
    mfaMethods,
    sessions,
    apiTokens,
    securityLog,
    tokens,
    notifier,
    rateLimiter,
    botCheck,
    unitOfWork,
    clock,
    tx,
    publicUrl,
  } = deps;
  const mfaCodes = makeMfaCodes(deps);
  const hashNewPassword = makeHashNewPassword(deps);

  async function usableToken(token: string, now: Date) {
    const stored = await oneTimeTokens.byHash(tokens.digest(token));
    const usable =
      stored && (stored.purpose === 'recovery' || stored.purpose === 'invite') && stored.isUsableAt(now);
    return usable ? stored : null;
  }

  async function verifiedMethodsOf(userId: number) {
    return (await mfaMethods.ofUser(userId)).filter((method) => method.isVerified());
  }

  /** Same answer whether or not the email exists, so the form cannot be used to find accounts. */
  async function request(input: { email: string; ip: string; recaptchaToken?: string }): Promise<string> {
    const email = normaliseEmail(input.email);
    const now = clock.now();
    await rateLimiter.hit(
      [
        { key: `recovery:ip:${input.ip}`, limit: 30, windowMs: HOUR },
        { key: `recovery:email:${email}`, limit: 3, windowMs: HOUR },
      ],
      now,
    );
    if (!(await botCheck.verify(input.recaptchaToken, { action: 'recovery', remoteIp: input.ip }))) {
      throw new DomainError(
        'validation',
        'bot_check.failed',
        'We could not verify that you are human. Please try again.',
      );
    }
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
  }

  async function state(input: { token: string; ip: string }) {
    const now = clock.now();
    await rateLimiter.hit([{ key: `recovery-check:ip:${input.ip}`, limit: 60, windowMs: 15 * 60_000 }], now);
    return tx(async () => {
      const stored = await usableToken(input.token, now);
      if (!stored) return { isValid: false, token: input.token, mfaMethods: [] };
      return {
        isValid: true,
        token: input.token,
        mfaMethods: (await verifiedMethodsOf(stored.userId)).map(toMfaOption),
      };
    });
  }

  async function sendCode(input: { token: string; mfaMethodId: number; ip: string }) {
    const now = clock.now();
    await rateLimiter.hit([{ key: `recovery-check:ip:${input.ip}`, limit: 60, windowMs: 15 * 60_000 }], now);
    return tx(async () => {
      const stored = await usableToken(input.token, now);
      if (!stored) throw recoveryLinkInvalid();
      const user = await users.byId(stored.userId);
      const method = (await verifiedMethodsOf(stored.userId)).find((m) => m.id === input.mfaMethodId);
      if (!user || !method) throw mfaMethodNotFound();
      await mfaCodes.send(user, method, 'recovery');
      return toMfaOption(method);
    });
  }

  async function reset(input: {
    token: string;
    username: string;
    password: string;
    confirmPassword?: string;
    mfaMethodId?: number;
    mfaCode?: string;
    ip: string;
  }) {
    if (!input.username.trim()) throw invalid('username', RECOVERY_MESSAGES.usernameEmpty);
    if (!input.password) throw invalid('password', RECOVERY_MESSAGES.passwordEmpty);
    if (input.confirmPassword !== undefined) {
      if (!input.confirmPassword) throw invalid('confirmPassword', RECOVERY_MESSAGES.confirmEmpty);
      if (input.confirmPassword !== input.password)
        throw invalid('confirmPassword', RECOVERY_MESSAGES.mismatch);
    }
    const now = clock.now();
    await rateLimiter.hit([{ key: `recovery-check:ip:${input.ip}`, limit: 60, windowMs: 15 * 60_000 }], now);
    const passwordHash = await hashNewPassword(input.password);
    return tx(async () => {
      const stored = await usableToken(input.token, now);
      if (!stored) throw recoveryLinkInvalid();
      const user = await users.byId(stored.userId);
      if (!user) throw recoveryLinkInvalid();
      if (normaliseEmail(input.username) !== user.email)
        throw invalid('username', RECOVERY_MESSAGES.usernameMismatch);
      const methods = await verifiedMethodsOf(user.id);
      if (methods.length) {
        if (!input.mfaCode) throw invalid('mfaCode', RECOVERY_MESSAGES.codeRequired);
        const method =
          methods.find((m) => m.id === input.mfaMethodId) ?? (methods.length === 1 ? methods[0] : undefined);
        if (!method) throw invalid('mfaMethodId', MFA_METHOD_REQUIRED);
        const verified = await mfaCodes.verify(user, method, 'recovery', input.mfaCode);
        if (!verified.ok) throw invalid('mfaCode', verified.error);
      }
      if (!(await oneTimeTokens.consume(stored, now))) throw recoveryLinkInvalid();
      user.changePassword(passwordHash);
      await unitOfWork.flush();
      await sessions.removeAllOfUser(user.id);
      // Whoever forced the reset may have minted tokens with the old password: they go too.
      const apiTokensDeleted = await apiTokens.removeAllOfUser(user.id);
      await securityLog.record({
        event: 'security.password.reset',
        userId: user.id,
        email: user.email,
        detail: { apiTokensDeleted },
      });
      return { success: true as const };
    });
  }

  return { request, state, sendCode, reset };
}
