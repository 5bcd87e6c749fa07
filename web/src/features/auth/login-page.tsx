import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import type { Profile } from '../../api/profile.ts';
import { accountHomePath, reloadProfile, useProfile } from '../../api/profile.ts';
import { postLoginUrlFrom, safePostLoginUrl } from './post-login-url.ts';
import { useLoginMutation, useLogoutMutation } from './session-api.ts';

/** /login: the sign-in form for guests, a greeting with 'Go to My Account' and 'Log Out' for users. */
export function LoginPage() {
  const profile = useProfile();
  return (
    <section className="page page--narrow">
      {profile.isLoggedIn ? <SignedIn profile={profile} /> : <LoginForm />}
    </section>
  );
}

function SignedIn({ profile }: { profile: Profile }) {
  const logout = useLogoutMutation();
  const firstName = profile.userInfo?.firstName?.trim();
  return (
    <div className="card login-card">
      <h1>{firstName ? `Hello ${firstName}` : 'Hello'}</h1>
      <p>You are logged in.</p>
      <div className="login-card__actions">
        <Link to={accountHomePath(profile)} className="button button--primary">
          Go to My Account
        </Link>
        <button type="button" className="button" disabled={logout.isPending} onClick={() => logout.mutate()}>
          {logout.isPending ? 'Logging out…' : 'Log Out'}
        </button>
      </div>
    </div>
  );
}

type FieldName = 'email' | 'password';

function LoginForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [finishing, setFinishing] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = { email: useId(), password: useId(), remember: useId(), show: useId(), failure: useId() };
  const busy = login.isPending || finishing;

  function showErrors(errors: Partial<Record<FieldName, string>>, message?: string) {
    setFieldErrors(errors);
    setFailure(message);
    if (errors.email) emailRef.current?.focus();
    else if (errors.password) passwordRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Partial<Record<FieldName, string>> = {};
    if (email.trim() === '') missing.email = 'Email is empty.';
    if (password === '') missing.password = 'Password is empty.';
    if (missing.email || missing.password) {
      showErrors(missing);
      return;
    }
    showErrors({});
    try {
      const answer = await login.mutateAsync({ email: email.trim(), password, remember });
      if (answer.isMfaRequired) {
        // The two-step flow (choose a method, enter a code) is a later issue; say so rather than loop.
        showErrors({}, 'This account needs two-step verification, which is not available here yet.');
        return;
      }
      setFinishing(true);
      const profile = await reloadProfile(queryClient);
      const destination =
        postLoginUrlFrom(searchParams) ?? safePostLoginUrl(answer.postLoginUrl) ?? accountHomePath(profile);
      await navigate(destination, { replace: true });
    } catch (error) {
      setFinishing(false);
      if (error instanceof ApiError) {
        showErrors({ email: error.errors?.email, password: error.errors?.password }, error.message);
      } else {
        showErrors({}, 'You could not be logged in, please try again.');
      }
    }
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
        <div className="field">
          <label className="field__label" htmlFor={ids.email}>
            Email
          </label>
          <input
            ref={emailRef}
            id={ids.email}
            className={fieldErrors.email ? 'field__input field__input--invalid' : 'field__input'}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={fieldErrors.email ? `${ids.email}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {fieldErrors.email && (
            <p id={`${ids.email}-error`} className="field__error">
              {fieldErrors.email}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.password}>
            Password
          </label>
          <input
            ref={passwordRef}
            id={ids.password}
            className={fieldErrors.password ? 'field__input field__input--invalid' : 'field__input'}
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? `${ids.password}-error` : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {fieldErrors.password && (
            <p id={`${ids.password}-error`} className="field__error">
              {fieldErrors.password}
            </p>
          )}
        </div>
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
      </form>
      <p className="login-card__links">
        <Link to="/recover">Forgot password?</Link>
        <span>
          New here? <Link to="/basket">Sign Up</Link>
        </span>
      </p>
    </div>
  );
}
