import { hasStatus } from '../../api/api-error.ts';
import { api, unwrap } from '../../api/client.ts';
import type { Dialogs } from '../../ui/dialogs/dialog-state.ts';

/** The server's answer (403) to a sensitive change when the last sign-in is more than 15 minutes old. */
export const RECENT_SIGN_IN_REQUIRED = 'auth.recent_sign_in_required';

/** The server's code for a wrong password when confirming it (a 400: the session itself is fine). */
const WRONG_PASSWORD = 'accounts.invalid_password';

export const WRONG_PASSWORD_MESSAGE = 'That password is not correct. Your change was not saved.';
export const NOT_CONFIRMED_MESSAGE = 'Your change was not saved: it needs your password.';

/** The user cancelled the password prompt, or the password was wrong: the screen says so itself. */
export class SignInNotConfirmed extends Error {
  override readonly name = 'SignInNotConfirmed';
  readonly cancelled: boolean;

  constructor(message: string, cancelled: boolean) {
    super(message);
    this.cancelled = cancelled;
  }
}

/**
 * Runs a sensitive change (email, password, MFA methods). When the server wants a recent sign-in, asks for
 * the password in the form dialog, confirms it with POST /api/session/reauthenticate, and tries once more.
 * Throws SignInNotConfirmed when cancelled or refused; anything else (a lost session...) as it came.
 */
export async function withRecentSignIn<T>(dialogs: Dialogs, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!(hasStatus(error, 403) && error.code === RECENT_SIGN_IN_REQUIRED)) throw error;
  }
  const values = await dialogs.form({
    title: 'Confirm your password',
    fields: [{ name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' }],
    validate: { password: (value) => (value === '' ? 'Password is empty.' : null) },
    submitLabel: 'Confirm',
  });
  if (!values) throw new SignInNotConfirmed(NOT_CONFIRMED_MESSAGE, true);
  try {
    await unwrap(api.POST('/api/session/reauthenticate', { body: { password: values.password } }));
  } catch (error) {
    // A 401 means the session itself is gone: the global handler logs the user out.
    if (hasStatus(error, 400) && error.code === WRONG_PASSWORD)
      throw new SignInNotConfirmed(WRONG_PASSWORD_MESSAGE, false);
    if (hasStatus(error, 400, 403, 429)) throw new SignInNotConfirmed(error.message, false);
    throw error;
  }
  return change();
}
