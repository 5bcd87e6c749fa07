/**
 * Listing verification of off-network numbers (spec 3 sections 2, 4, 5, 8 and 9, docs/adr/0059), shared by the
 * server and the Verify Listings screen.
 */

export const VERIFICATION_METHODS = ['sms', 'call'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** A successful verification keeps an off-network listing in search this long (our choice, ADR 0059). */
export const VERIFIED_FOR_DAYS = 30;
/** The Verify Listings screen shows listings whose verification ends within this many days (spec 3 §9). */
export const VERIFICATION_DUE_WITHIN_DAYS = 3;
/** A sent code can be entered for this long. */
export const VERIFICATION_CODE_TTL_MINUTES = 10;
/** Wrong guesses allowed on one code; then a new code must be sent. */
export const MAX_VERIFICATION_GUESSES = 5;
export const VERIFICATION_CODE_LENGTH = 6;

export const VERIFICATION_MESSAGES = {
  codeFormat: 'The verification code must be a 6 digit number.',
  wrongCode: 'The verification code is incorrect. Please try again.',
  tooManyGuesses: 'Too many incorrect codes. Please request a new verification code.',
  expired: 'The verification code has expired. Please request a new verification code.',
  noPending: 'There is no pending verification for this number. Please request a new verification code.',
  codeSent: 'A new verification code was sent',
  verified: 'Your listing has been verified',
  failed: 'Failed to verify listing, please try again',
  generic: 'An error occurred. Please try again.',
} as const;

export const VERIFICATION_METHOD_LABELS: Record<VerificationMethod, string> = {
  sms: 'SMS',
  call: 'Phone',
};

/** Exactly six digits (spec 3 §5), nothing else: no spaces, no signs. */
export function isVerificationCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** The message for a code as typed, or null when it can be sent. */
export function verificationCodeError(value: string): string | null {
  return isVerificationCode(value) ? null : VERIFICATION_MESSAGES.codeFormat;
}

const DAY_MS = 86_400_000;

/** How long a verification made `now` keeps the listing in search. */
export function verifiedUntil(now: Date): Date {
  return new Date(now.getTime() + VERIFIED_FOR_DAYS * DAY_MS);
}

/** Listings verified until before this instant are due for (re)verification. */
export function verificationDueBefore(now: Date): Date {
  return new Date(now.getTime() + VERIFICATION_DUE_WITHIN_DAYS * DAY_MS);
}
