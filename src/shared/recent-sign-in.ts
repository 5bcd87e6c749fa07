import { DomainError } from './domain-error.ts';

/**
 * Sensitive changes (email, password, MFA methods; later bank account, taxpayer id, carrier
 * credentials, payout method) need a password or MFA proof this recent.
 */
export const RECENT_SIGN_IN_MS = 15 * 60_000;

export function isRecentSignIn(authenticatedAt: Date, now: Date): boolean {
  return now.getTime() - authenticatedAt.getTime() < RECENT_SIGN_IN_MS;
}

export function recentSignInRequired(): DomainError {
  return new DomainError(
    'forbidden',
    'auth.recent_sign_in_required',
    'Please confirm your password to make this change.',
  );
}

/** Throws 403 auth.recent_sign_in_required unless the caller proved who they are within 15 minutes. */
export function assertRecentSignIn(authenticatedAt: Date, now: Date): void {
  if (!isRecentSignIn(authenticatedAt, now)) throw recentSignInRequired();
}
