import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PASSWORD_RULE_TEXT, passwordProblem } from '../../../../src/shared/password-policy.ts';
import { hasStatus } from '../../api/api-error.ts';
import { useProfile } from '../../api/profile.ts';
import { TextField } from '../../ui/forms/text-field.tsx';
import {
  MFA_CODE_MAX_LENGTH,
  MFA_METHOD_REQUIRED,
  MFA_SEND_FAILED,
  mfaCodeProblem,
  mfaCodePrompt,
} from '../../ui/mfa-text.ts';
import { MfaMethodChoice } from './mfa-method-choice.tsx';
import {
  type RecoveryState,
  recoveryStateQuery,
  useInitiateMfaMutation,
  useResetPasswordMutation,
} from './recovery-api.ts';
import type { MfaMethodOption } from './session-api.ts';
import { SignedInCard } from './signed-in-card.tsx';
import './auth.css';

/** Spec 1, "Recovery" messages. */
export const RECOVERY_MESSAGES = {
  usernameEmpty: 'Username is empty.',
  passwordEmpty: 'Password is empty.',
  confirmEmpty: 'Confirm password is empty.',
  mismatch: "Password and Confirm password don't match.",
  unknown: 'An unknown error has occurred resetting your password, please try again later.',
} as const;

/** Spec 1: after a successful reset, the login page follows in 10 seconds. */
export const LOGIN_REDIRECT_MS = 10_000;

/**
 * /recover/:token (also the link that invited users follow to choose their first password). States of spec 1:
 * tokenIsInvalid, mfaRequired (choose a method, a code is sent), tokenIsValid (the form) and
 * resetPasswordSuccess; signed-in visitors see a logged-in view first.
 */
export function RecoverPasswordPage() {
  const profile = useProfile();
  const { token = '' } = useParams();
  const [succeeded, setSucceeded] = useState(false);

  let content: ReactNode;
  if (succeeded) content = <ResetSucceeded />;
  else if (profile.isLoggedIn) {
    content = (
      <SignedInCard profile={profile}>
        <p>
          You are logged in as {profile.userInfo?.email ?? 'another user'}. Log out to choose a new password
          with this link.
        </p>
      </SignedInCard>
    );
  } else content = <RecoveryFlow token={token} onSuccess={() => setSucceeded(true)} />;

  return <section className="page page--narrow">{content}</section>;
}

function RecoveryFlow({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const { data, error, refetch, isFetching } = useQuery(recoveryStateQuery(token));
  const [gone, setGone] = useState(false);
  // The method a code went to (or the authenticator app chosen); set once the MFA step is done.
  const [mfaMethod, setMfaMethod] = useState<MfaMethodOption>();
  const [lastMethodId, setLastMethodId] = useState<number>();

  // A malformed token is answered 400: it is as invalid as an unknown one.
  if (gone || hasStatus(error, 400) || data?.isValid === false) return <InvalidLink />;
  if (error) {
    return (
      <div className="card login-card" role="alert">
        <h1>Reset your password</h1>
        <p>{hasStatus(error, 429) ? error.message : RECOVERY_MESSAGES.unknown}</p>
        <button type="button" className="button" disabled={isFetching} onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="app-status" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Checking your link…</span>
      </div>
    );
  }
  if (data.mfaMethods.length > 0 && !mfaMethod) {
    return (
      <MfaStep
        state={data}
        initialMethodId={lastMethodId}
        onSent={setMfaMethod}
        onGone={() => setGone(true)}
      />
    );
  }
  return (
    <ResetForm
      token={token}
      mfaMethod={mfaMethod}
      onSuccess={onSuccess}
      onGone={() => setGone(true)}
      onNewCode={() => {
        setLastMethodId(mfaMethod?.mfaMethodId);
        setMfaMethod(undefined);
      }}
    />
  );
}

function InvalidLink() {
  return (
    <div className="card login-card">
      <h1>This link is no longer valid</h1>
      <p>
        This password reset link is invalid, has expired or has already been used. Ask for a new one, or log
        in if you remember your password.
      </p>
      <div className="login-card__actions">
        <Link to="/recover" className="button button--primary">
          Request a new link
        </Link>
        <Link to="/login" className="button">
          Log In
        </Link>
      </div>
    </div>
  );
}

interface MfaStepProps {
  state: RecoveryState;
  initialMethodId: number | undefined;
  onSent: (method: MfaMethodOption) => void;
  onGone: () => void;
}

/** mfaRequired: the user chooses a method; a code is sent to it (an authenticator app needs none). */
function MfaStep({ state, initialMethodId, onSent, onGone }: MfaStepProps) {
  const initiate = useInitiateMfaMutation();
  const single = state.mfaMethods.length === 1 ? state.mfaMethods[0]?.mfaMethodId : undefined;
  const [chosenId, setChosenId] = useState<number | undefined>(initialMethodId ?? single);
  const [methodError, setMethodError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const firstRef = useRef<HTMLInputElement>(null);
  const failureId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (initiate.isPending) return;
    setFailure(undefined);
    if (chosenId === undefined) {
      setMethodError(MFA_METHOD_REQUIRED);
      firstRef.current?.focus();
      return;
    }
    setMethodError(undefined);
    try {
      const answer = await initiate.mutateAsync({ token: state.token, mfaMethodId: chosenId });
      const method = answer.mfaMethod ?? state.mfaMethods.find((m) => m.mfaMethodId === chosenId);
      if (answer.mfaError || !method) setFailure(answer.mfaError ?? MFA_SEND_FAILED);
      else onSent(method);
    } catch (error) {
      if (hasStatus(error, 410)) onGone();
      else if (hasStatus(error, 400, 404, 429)) setFailure(error.message);
      else setFailure(MFA_SEND_FAILED);
    }
  }

  return (
    <div className="card login-card">
      <h1>Reset your password</h1>
      <p>Your account uses two-step verification. Choose where to get your code.</p>
      <form noValidate onSubmit={submit} aria-describedby={failure ? failureId : undefined}>
        {failure && (
          <p id={failureId} className="form-error" role="alert">
            {failure}
          </p>
        )}
        <MfaMethodChoice
          methods={state.mfaMethods}
          value={chosenId}
          onChange={(id) => {
            setChosenId(id);
            setMethodError(undefined);
          }}
          error={methodError}
          firstInputRef={firstRef}
        />
        <button type="submit" className="button button--primary button--block" disabled={initiate.isPending}>
          {initiate.isPending ? 'Sending…' : 'Continue'}
        </button>
      </form>
    </div>
  );
}

type FieldName = 'username' | 'password' | 'confirmPassword' | 'mfaCode';
type FieldErrors = Partial<Record<FieldName, string>>;
const FIELD_ORDER: readonly FieldName[] = ['username', 'password', 'confirmPassword', 'mfaCode'];

interface ResetFormProps {
  token: string;
  mfaMethod: MfaMethodOption | undefined;
  onSuccess: () => void;
  onGone: () => void;
  onNewCode: () => void;
}

/** tokenIsValid: email (the username), the new password twice, and the code when MFA applies. */
function ResetForm({ token, mfaMethod, onSuccess, onGone, onNewCode }: ResetFormProps) {
  const reset = useResetPasswordMutation();
  const [values, setValues] = useState<Record<FieldName, string>>({
    username: '',
    password: '',
    confirmPassword: '',
    mfaCode: '',
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const refs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
    mfaCode: useRef<HTMLInputElement>(null),
  };
  const failureId = useId();

  const edit = (name: FieldName) => (value: string) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  function showErrors(errors: FieldErrors, message?: string) {
    setFieldErrors(errors);
    setFailure(message);
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) refs[first].current?.focus();
  }

  function validate(): FieldErrors {
    const { username, password, confirmPassword, mfaCode } = values;
    const errors: FieldErrors = {};
    if (username.trim() === '') errors.username = RECOVERY_MESSAGES.usernameEmpty;
    if (password === '') errors.password = RECOVERY_MESSAGES.passwordEmpty;
    else errors.password = passwordProblem(password) ?? undefined;
    if (confirmPassword === '') errors.confirmPassword = RECOVERY_MESSAGES.confirmEmpty;
    else if (password !== '' && confirmPassword !== password)
      errors.confirmPassword = RECOVERY_MESSAGES.mismatch;
    if (mfaMethod) errors.mfaCode = mfaCodeProblem(mfaCode) ?? undefined;
    return errors;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    const errors = validate();
    if (FIELD_ORDER.some((name) => errors[name])) return showErrors(errors);
    showErrors({});
    try {
      await reset.mutateAsync({
        token,
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...(mfaMethod ? { mfaMethodId: mfaMethod.mfaMethodId, mfaCode: values.mfaCode.trim() } : {}),
      });
      onSuccess();
    } catch (error) {
      if (hasStatus(error, 410)) return onGone();
      if (hasStatus(error, 400, 429)) {
        const server = error.errors ?? {};
        const mapped: FieldErrors = {
          username: server.username,
          password: server.password,
          confirmPassword: server.confirmPassword,
          mfaCode: server.mfaCode ?? server.mfaMethodId,
        };
        const anyField = FIELD_ORDER.some((name) => mapped[name]);
        return showErrors(mapped, anyField ? undefined : error.message);
      }
      showErrors({}, RECOVERY_MESSAGES.unknown);
    }
  }

  return (
    <div className="card login-card">
      <h1>Reset your password</h1>
      <form noValidate onSubmit={submit} aria-describedby={failure ? failureId : undefined}>
        {failure && (
          <p id={failureId} className="form-error" role="alert">
            {failure}
          </p>
        )}
        <TextField
          label="Username (your email)"
          type="email"
          name="username"
          autoComplete="username"
          inputMode="email"
          value={values.username}
          onChange={edit('username')}
          error={fieldErrors.username}
          inputRef={refs.username}
        />
        <TextField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={edit('password')}
          error={fieldErrors.password}
          hint={PASSWORD_RULE_TEXT}
          inputRef={refs.password}
        />
        <TextField
          label="Confirm password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={edit('confirmPassword')}
          error={fieldErrors.confirmPassword}
          inputRef={refs.confirmPassword}
        />
        {mfaMethod && (
          <>
            <p>{mfaCodePrompt(mfaMethod)}</p>
            <TextField
              label="Verification code"
              name="mfaCode"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={MFA_CODE_MAX_LENGTH}
              value={values.mfaCode}
              onChange={edit('mfaCode')}
              error={fieldErrors.mfaCode}
              inputRef={refs.mfaCode}
            />
          </>
        )}
        <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Reset Password'}
        </button>
        {mfaMethod && (
          <div className="button-row step-links">
            <button type="button" className="button" onClick={onNewCode} disabled={reset.isPending}>
              {mfaMethod.type === 'totp' ? 'Use another method' : 'Send a new code'}
            </button>
          </div>
        )}
      </form>
    </div>
  );
}

/** resetPasswordSuccess: says so, and goes to the login page after 10 seconds (or at once by the link). */
function ResetSucceeded() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/login', { replace: true }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="card login-card">
      <h1>Password changed</h1>
      <p className="notice" role="status">
        Your password has been reset. You will be taken to the login page in 10 seconds.
      </p>
      <div className="login-card__actions">
        <Link to="/login" className="button button--primary">
          Log In now
        </Link>
      </div>
    </div>
  );
}
