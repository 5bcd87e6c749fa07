/**
 * One password rule for every place a password is set (sign-up, recovery, profile): the
 * strictest reading of the spec, which also satisfies its looser ones. Login accepts whatever
 * is stored. The server also refuses passwords on a list of common ones (not checked here, to
 * keep the browser bundle small).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export const PASSWORD_RULE_TEXT =
  'Password must be 8 to 64 characters with at least one lower-case letter, one upper-case letter and one number.';

export const COMMON_PASSWORD_TEXT = 'This password is too common. Please choose another.';

/** A new password needs the current one (profile screen and PATCH /api/profile). */
export const CURRENT_PASSWORD_MESSAGES = {
  required: 'Enter your current password to change it.',
  wrong: 'The current password is not correct.',
} as const;

/** The rule text when the password breaks the rule, otherwise null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return PASSWORD_RULE_TEXT;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[0-9]/.test(password))
    return PASSWORD_RULE_TEXT;
  return null;
}
