import { DomainError } from '../../../shared/domain-error.ts';
import type { OneTimeToken } from '../domain/one-time-token.ts';
import type { MfaMethodRepository, OneTimeTokenRepository } from '../ports/credential-repositories.ts';
import type { TokenVault } from '../ports/secrets.ts';

/** Spec 1 "Recovery" messages, checked in this order. */
export const RECOVERY_MESSAGES = {
  usernameEmpty: 'Username is empty.',
  passwordEmpty: 'Password is empty.',
  confirmEmpty: 'Confirm password is empty.',
  mismatch: "Password and Confirm password don't match.",
  usernameMismatch: 'That email does not match this reset link.',
  codeRequired: 'You must enter a verification code to continue.',
} as const;

/** Opening, coding and using a recovery link, per address. */
export const recoveryCheckRule = (ip: string) => ({
  key: `recovery-check:ip:${ip}`,
  limit: 60,
  windowMs: 15 * 60_000,
});

export const recoveryRejected = (field: string, message: string) =>
  new DomainError('validation', 'accounts.recovery_rejected', message, { errors: { [field]: message } });

/** The link's stored token while it still works: a recovery link, or an invite link that sets a password. */
export async function usableRecoveryToken(
  { oneTimeTokens, tokens }: { oneTimeTokens: OneTimeTokenRepository; tokens: TokenVault },
  token: string,
  now: Date,
): Promise<OneTimeToken | null> {
  const stored = await oneTimeTokens.byHash(tokens.digest(token));
  const usable =
    stored && (stored.purpose === 'recovery' || stored.purpose === 'invite') && stored.isUsableAt(now);
  return usable ? stored : null;
}

export async function verifiedMfaMethodsOf(mfaMethods: MfaMethodRepository, userId: number) {
  return (await mfaMethods.ofUser(userId)).filter((method) => method.isVerified());
}
