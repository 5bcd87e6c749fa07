import type { SecurityLog } from '../../../platform/security-log/security-log.ts';
import { recoveryLinkInvalid } from '../domain/accounts.errors.ts';
import { normaliseEmail } from '../domain/user.ts';
import type {
  ApiTokenRepository,
  MfaMethodRepository,
  OneTimeTokenRepository,
  UnitOfWorkFlush,
} from '../ports/credential-repositories.ts';
import type { TokenVault } from '../ports/secrets.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { MFA_METHOD_REQUIRED } from './mfa-step.ts';
import { type HashNewPasswordDeps, makeHashNewPassword } from './new-password.ts';
import {
  RECOVERY_MESSAGES,
  recoveryCheckRule,
  recoveryRejected,
  usableRecoveryToken,
  verifiedMfaMethodsOf,
} from './recovery-link.ts';
import { makeVerifyMfaCode, type VerifyMfaCodeDeps } from './verify-mfa-code.ts';

export interface ResetPasswordDeps extends VerifyMfaCodeDeps, HashNewPasswordDeps {
  users: UserRepository;
  oneTimeTokens: OneTimeTokenRepository;
  mfaMethods: MfaMethodRepository;
  sessions: SessionRepository;
  apiTokens: ApiTokenRepository;
  tokens: TokenVault;
  securityLog: SecurityLog;
  unitOfWork: UnitOfWorkFlush;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * The reset itself: the link's email typed again, a code when the user has MFA, then the new password.
 * Every session and API token of the user ends, and the link is spent.
 */
export function makeResetPassword(deps: ResetPasswordDeps) {
  const {
    users,
    oneTimeTokens,
    mfaMethods,
    sessions,
    apiTokens,
    securityLog,
    unitOfWork,
    rateLimiter,
    clock,
    tx,
  } = deps;
  const verifyMfaCode = makeVerifyMfaCode(deps);
  const hashNewPassword = makeHashNewPassword(deps);

  return async function resetPassword(input: {
    token: string;
    username: string;
    password: string;
    confirmPassword?: string;
    mfaMethodId?: number;
    mfaCode?: string;
    ip: string;
  }): Promise<{ success: true }> {
    if (!input.username.trim()) throw recoveryRejected('username', RECOVERY_MESSAGES.usernameEmpty);
    if (!input.password) throw recoveryRejected('password', RECOVERY_MESSAGES.passwordEmpty);
    if (input.confirmPassword !== undefined) {
      if (!input.confirmPassword) throw recoveryRejected('confirmPassword', RECOVERY_MESSAGES.confirmEmpty);
      if (input.confirmPassword !== input.password)
        throw recoveryRejected('confirmPassword', RECOVERY_MESSAGES.mismatch);
    }
    const now = clock.now();
    await rateLimiter.hit([recoveryCheckRule(input.ip)], now);
    const passwordHash = await hashNewPassword(input.password);
    return tx(async () => {
      const stored = await usableRecoveryToken(deps, input.token, now);
      if (!stored) throw recoveryLinkInvalid();
      const user = await users.byId(stored.userId);
      if (!user) throw recoveryLinkInvalid();
      if (normaliseEmail(input.username) !== user.email)
        throw recoveryRejected('username', RECOVERY_MESSAGES.usernameMismatch);
      const methods = await verifiedMfaMethodsOf(mfaMethods, user.id);
      if (methods.length) {
        if (!input.mfaCode) throw recoveryRejected('mfaCode', RECOVERY_MESSAGES.codeRequired);
        const method =
          methods.find((m) => m.id === input.mfaMethodId) ?? (methods.length === 1 ? methods[0] : undefined);
        if (!method) throw recoveryRejected('mfaMethodId', MFA_METHOD_REQUIRED);
        const verified = await verifyMfaCode(user, method, 'recovery', input.mfaCode);
        if (!verified.ok) throw recoveryRejected('mfaCode', verified.error);
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
  };
}
