import type { Clock } from '../../../platform/clock/clock.ts';
import type { SecurityLog } from '../../../platform/security-log/security-log.ts';
import { invalidCredentials, noAccess } from '../domain/accounts.errors.ts';
import { normaliseEmail } from '../domain/user.ts';
import type { PasswordHasher } from '../ports/secrets.ts';
import type { BotCheck, RateLimiter } from '../ports/security.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { assertHuman } from './human-check.ts';
import { type MfaPending, type MfaStepDeps, makeMfaStep } from './mfa-step.ts';
import { makeStartSession, type StartedSession, type StartSessionDeps } from './start-session.ts';

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
  userAgent: string | undefined;
  /** The session token of the cookie this sign-in replaces, if the browser sent one: it ends. */
  replacesSessionToken: string | undefined;
}

export type LogInResult = ({ kind: 'session' } & StartedSession) | MfaPending;

export interface LogInDeps extends MfaStepDeps, StartSessionDeps {
  users: UserRepository;
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
  botCheck: BotCheck;
  securityLog: SecurityLog;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * Sign-in of spec 1: credentials, then (with MFA) a method choice, then the code. Every step
 * sends the credentials again, so no half-signed-in state lives on the server. A single method
 * is used at once.
 */
export function makeLogIn(deps: LogInDeps) {
  const { users, passwords, rateLimiter, botCheck, securityLog, clock, tx } = deps;
  const mfaStep = makeMfaStep(deps);
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
    await assertHuman(botCheck, input, 'login');
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

      const step = await mfaStep(user, input, 'login');
      if (step.kind === 'mfa') return step;
      const started = await startSession({
        userId: user.id,
        brandingId: input.brandingId,
        remember: input.remember,
        openedWith: 'credentials',
        mfaPassed: step.mfaPassed,
        device: { userAgent: input.userAgent, ip: input.ip },
        replacesSessionToken: input.replacesSessionToken,
      });
      if (!started) throw noAccess();
      await rateLimiter.reset([emailKey]);
      await securityLog.record({
        event: 'security.login.succeeded',
        email,
        userId: user.id,
        accountId: started.accountId,
        detail: { mfa: step.mfaPassed },
      });
      return { kind: 'session', ...started };
    });
  };
}

// A real argon2id hash of a throwaway password, so unknown emails cost the same verification time.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$4DM17S/xr4vs1DdAr2RU0A$hA2ss3/++fdbSDwosdDv3zSvB4x7dTE9j13izYF8NPU';
