import { DomainError } from '../../../shared/domain-error.ts';
import { invalidCredentials, noAccess } from '../domain/accounts.errors.ts';
import type { MfaMethod } from '../domain/mfa-method.ts';
import { normaliseEmail } from '../domain/user.ts';
import type { AccountsDeps } from './deps.ts';
import { MFA_MESSAGES, makeMfaCodes } from './mfa-codes.ts';
import { makeStartSession, type StartedSession } from './start-session.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

export interface LogInInput {
  email: string;
  password: string;
  remember: boolean;
  brandingId: number;
  ip: string;
  recaptchaToken?: string;
  mfaMethodId?: number;
  mfaCode?: string;
}

export interface MfaOption {
  mfaMethodId: number;
  type: MfaMethod['type'];
  data: string;
}

export type LogInResult =
  | ({ kind: 'session' } & StartedSession)
  | {
      kind: 'mfa';
      result: 'mfaRequired' | 'mfaSent';
      mfaMethods: MfaOption[];
      mfaMethod?: MfaOption;
      mfaError?: string;
    };

export const toMfaOption = (method: MfaMethod): MfaOption => ({
  mfaMethodId: method.id,
  type: method.type,
  data: method.maskedData(),
});

/**
 * Sign-in of spec 1: credentials, then (with MFA) a method choice, then the code. Every step
 * sends the credentials again, so no half-signed-in state lives on the server. A single method
 * is used at once.
 */
export function makeLogIn(deps: AccountsDeps) {
  const { users, passwords, mfaMethods, rateLimiter, botCheck, securityLog, clock, tx } = deps;
  const mfaCodes = makeMfaCodes(deps);
  const startSession = makeStartSession(deps);

  return async function logIn(input: LogInInput): Promise<LogInResult> {
    const email = normaliseEmail(input.email);
    const emailKey = `login:email:${email}`;
    await rateLimiter.hit(
      [
        { key: `login:ip:${input.ip}`, limit: 100, windowMs: FIFTEEN_MINUTES },
        { key: emailKey, limit: 10, windowMs: FIFTEEN_MINUTES },
      ],
      clock.now(),
    );
    if (!(await botCheck.verify(input.recaptchaToken, { action: 'login', remoteIp: input.ip }))) {
      throw new DomainError(
        'validation',
        'bot_check.failed',
        'We could not verify that you are human. Please try again.',
      );
    }
    return tx(async () => {
      const user = await users.byEmail(email);
      const ok = await passwords.verify(user?.passwordHash ?? DUMMY_HASH, input.password);
      if (!user || !ok) {
        await securityLog.record({
          event: 'security.login.failed',
          email,
          userId: user?.id ?? null,
          detail: { reason: user ? 'wrong_password' : 'unknown_email' },
        });
        throw invalidCredentials();
      }

      const methods = (await mfaMethods.ofUser(user.id)).filter((method) => method.isVerified());
      const options = methods.map(toMfaOption);
      const signIn = async (): Promise<LogInResult> => {
        const started = await startSession({
          userId: user.id,
          brandingId: input.brandingId,
          remember: input.remember,
        });
        if (!started) throw noAccess();
        await rateLimiter.reset([emailKey]);
        await securityLog.record({
          event: 'security.login.succeeded',
          email,
          userId: user.id,
          accountId: started.accountId,
          detail: { mfa: methods.length > 0 },
        });
        return { kind: 'session', ...started };
      };
      if (!methods.length) return signIn();

      const chosen =
        methods.find((m) => m.id === input.mfaMethodId) ?? (methods.length === 1 ? methods[0] : undefined);
      if (input.mfaMethodId !== undefined && !methods.some((m) => m.id === input.mfaMethodId)) {
        return {
          kind: 'mfa',
          result: 'mfaRequired',
          mfaMethods: options,
          mfaError: 'You must select an MFA method to continue.',
        };
      }
      if (!chosen) return { kind: 'mfa', result: 'mfaRequired', mfaMethods: options };

      if (input.mfaCode) {
        const verified = await mfaCodes.verify(user, chosen, 'login', input.mfaCode);
        if (verified.ok) return signIn();
        return {
          kind: 'mfa',
          result: 'mfaSent',
          mfaMethods: options,
          mfaMethod: toMfaOption(chosen),
          mfaError: verified.error,
        };
      }
      try {
        await mfaCodes.send(user, chosen, 'login');
      } catch (error) {
        if (error instanceof DomainError) throw error;
        return { kind: 'mfa', result: 'mfaRequired', mfaMethods: options, mfaError: MFA_MESSAGES.sendFailed };
      }
      return { kind: 'mfa', result: 'mfaSent', mfaMethods: options, mfaMethod: toMfaOption(chosen) };
    });
  };
}

// A real argon2id hash of a throwaway password, so unknown emails cost the same verification time.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$4DM17S/xr4vs1DdAr2RU0A$hA2ss3/++fdbSDwosdDv3zSvB4x7dTE9j13izYF8NPU';
