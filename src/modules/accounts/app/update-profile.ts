import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { SecurityLog } from '../../../platform/security-log/security-log.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import { CURRENT_PASSWORD_MESSAGES } from '../../../shared/password-policy.ts';
import { assertRecentSignIn } from '../../../shared/recent-sign-in.ts';
import { emailInUse, invalidPassword } from '../domain/accounts.errors.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { ApiTokenRepository, UnitOfWorkFlush } from '../ports/credential-repositories.ts';
import type { PasswordHasher } from '../ports/secrets.ts';
import type { RateLimiter } from '../ports/security.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { type HashNewPasswordDeps, makeHashNewPassword } from './new-password.ts';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  newPassword?: string;
  /** Required with `newPassword`: a session left open on a shared computer must not be enough. */
  currentPassword?: string;
  /** With a new password: also delete all of the user's API tokens. */
  revokeApiTokens?: boolean;
  company?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
}

const ACCOUNT_FIELDS = ['company', 'address', 'city', 'state', 'zip'] as const;

/** Guessing the current password through this form is limited like sign-in: 10 per user in 15 minutes. */
export const CURRENT_PASSWORD_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const;

export interface UpdateProfileDeps extends HashNewPasswordDeps {
  users: UserRepository;
  directory: AccountDirectory;
  sessions: SessionRepository;
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
  apiTokens: ApiTokenRepository;
  securityLog: SecurityLog;
  unitOfWork: UnitOfWorkFlush;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * Profile changes of spec 1: the user's own name, email and password (the last two need a
 * recent sign-in; a new password also needs the current one and ends the other sessions), and for
 * admins the account address.
 */
export function makeUpdateProfile(deps: UpdateProfileDeps) {
  const {
    users,
    directory,
    sessions,
    passwords,
    rateLimiter,
    apiTokens,
    securityLog,
    unitOfWork,
    clock,
    tx,
  } = deps;
  const hashNewPassword = makeHashNewPassword(deps);

  return async function updateProfile(caller: MemberCaller, changes: ProfileChanges): Promise<void> {
    const now = clock.now();
    const touchesAccount = ACCOUNT_FIELDS.some((field) => changes[field] !== undefined);
    if (touchesAccount && caller.role !== 'admin') {
      throw new DomainError(
        'forbidden',
        'accounts.admin_only',
        'Only an account admin can change the account’s address.',
      );
    }
    const sensitive = changes.email !== undefined || changes.newPassword !== undefined;
    if (sensitive) assertRecentSignIn(caller.authenticatedAt, now);
    if (changes.newPassword !== undefined) {
      if (!changes.currentPassword)
        throw invalidPassword(CURRENT_PASSWORD_MESSAGES.required, 'currentPassword');
      await rateLimiter.hit(
        [{ key: `current-password:user:${caller.userId}`, ...CURRENT_PASSWORD_LIMIT }],
        now,
      );
    }
    const passwordHash =
      changes.newPassword !== undefined ? await hashNewPassword(changes.newPassword, 'newPassword') : null;

    await tx(async () => {
      const user = await users.byId(caller.userId);
      const account = await directory.accountById(caller.accountId);
      if (!user || !account)
        throw new DomainError('not_authenticated', 'auth.required', 'You must be signed in to do this.');
      if (passwordHash && !(await passwords.verify(user.passwordHash, changes.currentPassword ?? '')))
        throw invalidPassword(CURRENT_PASSWORD_MESSAGES.wrong, 'currentPassword');
      if (changes.firstName !== undefined || changes.lastName !== undefined) {
        user.rename(changes.firstName ?? user.firstName, changes.lastName ?? user.lastName);
      }
      if (changes.email !== undefined && changes.email.toLowerCase() !== user.email) {
        const other = await users.byEmail(changes.email);
        if (other && other.id !== user.id) throw emailInUse();
        user.changeEmail(changes.email);
      }
      if (passwordHash) user.changePassword(passwordHash);
      for (const field of ACCOUNT_FIELDS) {
        const value = changes[field];
        if (value !== undefined) account[field] = field === 'state' ? value.toUpperCase() : value;
      }
      await unitOfWork.flush();
      if (passwordHash) {
        await sessions.removeAllOfUser(user.id, caller.via === 'session' ? caller.credentialId : undefined);
        const apiTokensDeleted = changes.revokeApiTokens ? await apiTokens.removeAllOfUser(user.id) : 0;
        await securityLog.record({
          event: 'security.password.changed',
          userId: user.id,
          email: user.email,
          accountId: caller.accountId,
          detail: { apiTokensDeleted },
        });
      }
    });
  };
}
