import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useProfile } from '../../api/profile.ts';
import {
  MFA_CODE_MAX_LENGTH,
  MFA_METHOD_REQUIRED,
  MFA_NO_STEP,
  MFA_SEND_FAILED,
  mfaCodeProblem,
  mfaCodePrompt,
} from '../../ui/mfa-text.ts';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useFinishSignIn } from './finish-sign-in.ts';
import { MfaMethodChoice } from './mfa-method-choice.tsx';
import type { LoginStep, MfaMethodOption, SessionResult } from './session-api.ts';
import { useLoginMutation } from './session-api.ts';
import { SignedInCard } from './signed-in-card.tsx';
import './auth.css';

/** /login: the sign-in form for guests, a greeting with 'Go to My Account' and 'Log Out' for users. */
export function LoginPage() {
  const profile = useProfile();
  return (
    <section className="page page--narrow">
      {profile.isLoggedIn ? <SignedInCard profile={profile} /> : <LoginForm />}
    </section>
  );
}

/** Spec 1, "Login": credentials, then (with MFA) the choice of a method, then the code. */
type Step =
  | { kind: 'credentials' }
  | { kind: 'choose'; methods: readonly MfaMethodOption[] }
  | { kind: 'code'; method: MfaMethodOption; methods: readonly MfaMethodOption[] };

type FieldName = 'email' | 'password' | 'method' | 'code';
type FieldErrors = Partial<Record<FieldName, string>>;

function LoginForm() {
  const login = useLoginMutation();
  const finishSignIn = useFinishSignIn();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [chosenId, setChosenId] = useState<number>();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [finishing, setFinishing] = useState(false);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    method: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const ids = { remember: useId(), show: useId(), failure: useId() };
  const busy = login.isPending || finishing;

  // A new step is announced by moving focus to its heading.
  const stepKind = step.kind;
  useEffect(() => {
    if (stepKind !== 'credentials') stepHeadingRef.current?.focus();
  }, [stepKind]);

  function showErrors(errors: FieldErrors, message?: string) {
    setFieldErrors(errors);
    setFailure(message);
    const first = (['email', 'password', 'method', 'code'] as const).find((name) => errors[name]);
    if (first) refs[first].current?.focus();
  }

  /** Moves to the step the server asks for next, or finishes the sign-in. */
  async function follow(answer: SessionResult, known: readonly MfaMethodOption[]) {
    const methods = answer.mfaMethods?.length ? answer.mfaMethods : known;
    if (answer.result === 'success') {
      setFinishing(true);
      await finishSignIn(answer);
      return;
    }
    if (answer.result === 'mfaSent') {
      const method = answer.mfaMethod ?? methods.find((m) => m.mfaMethodId === chosenId);
      if (method) {
        setStep({ kind: 'code', method, methods });
        setChosenId(method.mfaMethodId);
        setCode('');
        showErrors(answer.mfaError ? { code: answer.mfaError } : {});
        return;
      }
    }
    if (answer.result === 'mfaRequired' && methods.length > 0) {
      setStep({ kind: 'choose', methods });
      showErrors(answer.mfaError ? { method: answer.mfaError } : {});
      return;
    }
    setStep({ kind: 'credentials' });
    showErrors({}, MFA_NO_STEP);
  }

  async function send(request: LoginStep, known: readonly MfaMethodOption[], sendingCode: boolean) {
    try {
      await follow(await login.mutateAsync(request), known);
    } catch (error) {
      setFinishing(false);
      if (error instanceof ApiError && error.status === 401) {
        // The credentials no longer hold (e.g. the password changed meanwhile): start again.
        setStep({ kind: 'credentials' });
        showErrors({}, error.message);
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        showErrors({ email: error.errors?.email, password: error.errors?.password }, error.message);
      } else if (sendingCode) {
        showErrors({}, MFA_SEND_FAILED);
      } else {
        showErrors(
          {},
          error instanceof ApiError ? error.message : 'You could not be logged in, please try again.',
        );
      }
    }
  }

  const credentials = { email: email.trim(), password, remember };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (step.kind === 'credentials') {
      const missing: FieldErrors = {};
      if (email.trim() === '') missing.email = 'Email is empty.';
      if (password === '') missing.password = 'Password is empty.';
      if (missing.email || missing.password) return showErrors(missing);
      showErrors({});
      return send(credentials, [], false);
    }
    if (step.kind === 'choose') {
      if (chosenId === undefined) return showErrors({ method: MFA_METHOD_REQUIRED });
      showErrors({});
      return send({ ...credentials, mfaMethodId: chosenId }, step.methods, true);
    }
    const problem = mfaCodeProblem(code);
    if (problem) return showErrors({ code: problem });
    showErrors({});
    return send(
      { ...credentials, mfaMethodId: step.method.mfaMethodId, mfaCode: code.trim() },
      step.methods,
      false,
    );
  }

  function resendCode() {
    if (step.kind !== 'code' || busy) return;
    showErrors({});
    void send({ ...credentials, mfaMethodId: step.method.mfaMethodId }, step.methods, true);
  }

  function restart() {
    setStep({ kind: 'credentials' });
    setCode('');
    showErrors({});
  }

  return (
    <div className="card login-card">
      <h1>Log In</h1>
      <form noValidate onSubmit={submit} aria-describedby={failure ? ids.failure : undefined}>
        {failure && (
          <p id={ids.failure} className="form-error" role="alert">
            {failure}
          </p>
        )}
        {step.kind === 'credentials' && (
          <>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={setEmail}
              error={fieldErrors.email}
              inputRef={refs.email}
            />
            <TextField
              label="Password"
              type={showPassword ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              error={fieldErrors.password}
              inputRef={refs.password}
            />
            <div className="checkbox-row">
              <input
                id={ids.show}
                type="checkbox"
                checked={showPassword}
                onChange={(event) => setShowPassword(event.target.checked)}
              />
              <label htmlFor={ids.show}>Show password</label>
            </div>
            <div className="checkbox-row">
              <input
                id={ids.remember}
                type="checkbox"
                name="remember"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              <label htmlFor={ids.remember}>Keep me logged in</label>
            </div>
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {busy ? 'Logging in…' : 'Log In'}
            </button>
          </>
        )}
        {step.kind === 'choose' && (
          <>
            <h2 ref={stepHeadingRef} tabIndex={-1} className="step-heading">
              Verify it’s you
            </h2>
            <p>Your account uses two-step verification. Choose where to get your code.</p>
            <MfaMethodChoice
              methods={step.methods}
              value={chosenId}
              onChange={(id) => {
                setChosenId(id);
                setFieldErrors((errors) => ({ ...errors, method: undefined }));
              }}
              error={fieldErrors.method}
              firstInputRef={refs.method}
            />
            <div className="button-row">
              <button type="submit" className="button button--primary" disabled={busy}>
                {login.isPending ? 'Sending…' : 'Continue'}
              </button>
              <button type="button" className="button" onClick={restart} disabled={busy}>
                Back
              </button>
            </div>
          </>
        )}
        {step.kind === 'code' && (
          <>
            <h2 ref={stepHeadingRef} tabIndex={-1} className="step-heading">
              Enter your verification code
            </h2>
            <p>{mfaCodePrompt(step.method)}</p>
            <TextField
              label="Verification code"
              name="mfaCode"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={MFA_CODE_MAX_LENGTH}
              value={code}
              onChange={setCode}
              error={fieldErrors.code}
              inputRef={refs.code}
            />
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {busy ? 'Verifying…' : 'Verify'}
            </button>
            <div className="button-row step-links">
              {step.method.type !== 'totp' && (
                <button type="button" className="button" onClick={resendCode} disabled={busy}>
                  Send a new code
                </button>
              )}
              {step.methods.length > 1 && (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => {
                    setStep({ kind: 'choose', methods: step.methods });
                    showErrors({});
                  }}
                >
                  Use another method
                </button>
              )}
              <button type="button" className="button" onClick={restart} disabled={busy}>
                Start over
              </button>
            </div>
          </>
        )}
      </form>
      {step.kind === 'credentials' && (
        <p className="login-card__links">
          <Link to="/recover">Forgot password?</Link>
          <span>
            New here? <Link to="/basket">Sign Up</Link>
          </span>
        </p>
      )}
    </div>
  );
}
