import { hasStatus } from '../../api/api-error.ts';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';
import type { Dialogs } from '../../ui/dialogs/dialog-state.ts';
import { MFA_NO_STEP, mfaCodeProblem, mfaCodePrompt, mfaMethodLabel } from '../../ui/mfa-text.ts';

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

type ReauthenticateBody = components['schemas']['ReauthenticateRequest'];
type ReauthenticateResult = components['schemas']['ReauthenticateResult'];

const cancelled = () => new SignInNotConfirmed(NOT_CONFIRMED_MESSAGE, true);

/**
 * Runs a sensitive change (email, password, MFA methods). When the server wants a recent sign-in, asks for
 * the password in the form dialog and, for a user with MFA, the same second step as the login page (pick a
 * method when there are several, then the code), confirms with POST /api/session/reauthenticate, and tries
 * once more. Throws SignInNotConfirmed when cancelled or refused; anything else (a lost session...) as it came.
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
  if (!values) throw cancelled();
  const { password } = values;
  let answer = await confirm({ password });
  while (answer.result !== 'success') answer = await confirm(await nextMfaStep(dialogs, password, answer));
  return change();
}

/** Asks for what the server's MFA answer wants next: a method, or the code sent (or shown in an app). */
async function nextMfaStep(
  dialogs: Dialogs,
  password: string,
  answer: ReauthenticateResult,
): Promise<ReauthenticateBody> {
  const method = answer.mfaMethod;
  if (answer.result === 'mfaSent' && method) {
    const entered = await dialogs.form({
      title: 'Enter your verification code',
      message: [answer.mfaError, mfaCodePrompt(method)].filter(Boolean).join(' '),
      fields: [{ name: 'mfaCode', label: 'Verification code', autoComplete: 'one-time-code' }],
      validate: { mfaCode: mfaCodeProblem },
      submitLabel: 'Confirm',
    });
    if (!entered) throw cancelled();
    return { password, mfaMethodId: method.mfaMethodId, mfaCode: entered.mfaCode.trim() };
  }
  const methods = answer.mfaMethods ?? [];
  if (methods.length === 0) throw new SignInNotConfirmed(MFA_NO_STEP, false);
  const chosen = await dialogs.form({
    title: 'Verify it is you',
    message: answer.mfaError ?? 'Choose where to get a verification code.',
    fields: [
      {
        name: 'mfaMethodId',
        label: 'Verification method',
        type: 'select',
        options: methods.map((m) => ({ value: String(m.mfaMethodId), label: mfaMethodLabel(m) })),
      },
    ],
    submitLabel: 'Continue',
  });
  if (!chosen) throw cancelled();
  return { password, mfaMethodId: Number(chosen.mfaMethodId) };
}

/** One POST /api/session/reauthenticate; the refusals the form shows become SignInNotConfirmed. */
async function confirm(body: ReauthenticateBody): Promise<ReauthenticateResult> {
  try {
    return await unwrap(api.POST('/api/session/reauthenticate', { body }));
  } catch (error) {
    // A 401 means the session itself is gone: the global handler logs the user out.
    if (hasStatus(error, 400) && error.code === WRONG_PASSWORD)
      throw new SignInNotConfirmed(WRONG_PASSWORD_MESSAGE, false);
    if (hasStatus(error, 400, 403, 429)) throw new SignInNotConfirmed(error.message, false);
    throw error;
  }
}
