import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useProfile } from '../../api/profile.ts';
import { Form } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import type { FormState } from '../../ui/forms/use-form.ts';
import { useForm } from '../../ui/forms/use-form.ts';
import {
  MFA_CODE_MAX_LENGTH,
  MFA_METHOD_REQUIRED,
  MFA_NO_STEP,
  MFA_SEND_FAILED,
  mfaCodeProblem,
  mfaCodePrompt,
} from '../../ui/mfa-text.ts';
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

type LoginValues = {
  email: string;
  password: string;
  remember: boolean;
  /** The chosen MFA method's id. */
  method: number | undefined;
  code: string;
};

function LoginForm() {
  const login = useLoginMutation();
  const finishSignIn = useFinishSignIn();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [showPassword, setShowPassword] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const form: FormState<LoginValues> = useForm<LoginValues>({
    fields: { email: '', password: '', remember: false, method: undefined, code: '' },
    validate: ({ email, password, method, code }) => {
      if (step.kind === 'credentials')
        return {
          email: email.trim() === '' ? 'Email is empty.' : undefined,
          password: password === '' ? 'Password is empty.' : undefined,
        };
      if (step.kind === 'choose') return { method: method === undefined ? MFA_METHOD_REQUIRED : undefined };
      return { code: mfaCodeProblem(code) ?? undefined };
    },
    submit: ({ method, code }) => {
      if (step.kind === 'credentials') return send(credentials, [], false);
      if (step.kind === 'choose') return send({ ...credentials, mfaMethodId: method }, step.methods, true);
      return send(
        { ...credentials, mfaMethodId: step.method.mfaMethodId, mfaCode: code.trim() },
        step.methods,
        false,
      );
    },
  });
  const showErrors = form.fail;
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const ids = { remember: useId(), show: useId() };
  const busy = login.isPending || finishing;

  // A new step is announced by moving focus to its heading.
  const stepKind = step.kind;
  useEffect(() => {
    if (stepKind !== 'credentials') stepHeadingRef.current?.focus();
  }, [stepKind]);

  /** Moves to the step the server asks for next, or finishes the sign-in. */
  async function follow(answer: SessionResult, known: readonly MfaMethodOption[]) {
    const methods = answer.mfaMethods?.length ? answer.mfaMethods : known;
    if (answer.result === 'success') {
      setFinishing(true);
      await finishSignIn(answer);
      return;
    }
    if (answer.result === 'mfaSent') {
      const method = answer.mfaMethod ?? methods.find((m) => m.mfaMethodId === form.values.method);
      if (method) {
        setStep({ kind: 'code', method, methods });
        form.set('method', method.mfaMethodId);
        form.set('code', '');
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

  const { email, password, remember } = form.values;
  const credentials = { email: email.trim(), password, remember };

  function resendCode() {
    if (step.kind !== 'code' || busy) return;
    showErrors({});
    void send({ ...credentials, mfaMethodId: step.method.mfaMethodId }, step.methods, true);
  }

  function restart() {
    setStep({ kind: 'credentials' });
    form.set('code', '');
    showErrors({});
  }

  return (
    <div className="card login-card">
      <h1>Log In</h1>
      <Form form={form}>
        {step.kind === 'credentials' && (
          <>
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              inputMode="email"
              {...form.field('email')}
            />
            <TextField
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              {...form.field('password')}
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
                onChange={(event) => form.set('remember', event.target.checked)}
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
              value={form.values.method}
              onChange={(id) => form.set('method', id)}
              error={form.errors.method}
              firstInputRef={form.ref('method')}
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
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={MFA_CODE_MAX_LENGTH}
              {...form.field('code')}
              name="mfaCode"
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
      </Form>
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
