import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PASSWORD_RULE_TEXT, passwordProblem } from '../../../../src/shared/password-policy.ts';
import { hasStatus } from '../../api/api-error.ts';
import { useProfile } from '../../api/profile.ts';
import { Form, SubmitButton } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import type { FormState } from '../../ui/forms/use-form.ts';
import { useForm } from '../../ui/forms/use-form.ts';
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
  const form: FormState<{ method: number | undefined }> = useForm({
    fields: { method: initialMethodId ?? single },
    validate: ({ method }) => ({ method: method === undefined ? MFA_METHOD_REQUIRED : undefined }),
    submit: async ({ method: chosenId }) => {
      try {
        const answer = await initiate.mutateAsync({ token: state.token, mfaMethodId: chosenId as number });
        const method = answer.mfaMethod ?? state.mfaMethods.find((m) => m.mfaMethodId === chosenId);
        if (answer.mfaError || !method) form.fail({}, answer.mfaError ?? MFA_SEND_FAILED);
        else onSent(method);
      } catch (error) {
        if (hasStatus(error, 410)) onGone();
        else throw error;
      }
    },
    failureMessage: (error) => (hasStatus(error, 400, 404, 429) ? error.message : MFA_SEND_FAILED),
  });

  return (
    <div className="card login-card">
      <h1>Reset your password</h1>
      <p>Your account uses two-step verification. Choose where to get your code.</p>
      <Form form={form}>
        <MfaMethodChoice
          methods={state.mfaMethods}
          value={form.values.method}
          onChange={(id) => form.set('method', id)}
          error={form.errors.method}
          firstInputRef={form.ref('method')}
        />
        <SubmitButton
          className="button button--primary button--block"
          pending={form.pending}
          label="Continue"
          pendingLabel="Sending…"
        />
      </Form>
    </div>
  );
}

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
  const form = useForm({
    fields: { username: '', password: '', confirmPassword: '', mfaCode: '' },
    validate: ({ username, password, confirmPassword, mfaCode }) => ({
      username: username.trim() === '' ? RECOVERY_MESSAGES.usernameEmpty : undefined,
      password: password === '' ? RECOVERY_MESSAGES.passwordEmpty : (passwordProblem(password) ?? undefined),
      confirmPassword:
        confirmPassword === ''
          ? RECOVERY_MESSAGES.confirmEmpty
          : password !== '' && confirmPassword !== password
            ? RECOVERY_MESSAGES.mismatch
            : undefined,
      mfaCode: mfaMethod ? (mfaCodeProblem(mfaCode) ?? undefined) : undefined,
    }),
    submit: async (values) => {
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
        if (hasStatus(error, 410)) onGone();
        else throw error;
      }
    },
    serverNames: { mfaMethodId: 'mfaCode' },
    failureMessage: (error) => (hasStatus(error, 400, 429) ? error.message : RECOVERY_MESSAGES.unknown),
  });

  return (
    <div className="card login-card">
      <h1>Reset your password</h1>
      <Form form={form}>
        <TextField
          label="Username (your email)"
          type="email"
          autoComplete="username"
          inputMode="email"
          {...form.field('username')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
          hint={PASSWORD_RULE_TEXT}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        {mfaMethod && (
          <>
            <p>{mfaCodePrompt(mfaMethod)}</p>
            <TextField
              label="Verification code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={MFA_CODE_MAX_LENGTH}
              {...form.field('mfaCode')}
            />
          </>
        )}
        <SubmitButton
          className="button button--primary button--block"
          pending={form.pending}
          label="Reset Password"
          pendingLabel="Saving…"
        />
        {mfaMethod && (
          <div className="button-row step-links">
            <button type="button" className="button" onClick={onNewCode} disabled={form.pending}>
              {mfaMethod.type === 'totp' ? 'Use another method' : 'Send a new code'}
            </button>
          </div>
        )}
      </Form>
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
