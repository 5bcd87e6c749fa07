import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useProfile } from '../../api/profile.ts';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useRequestRecoveryMutation } from './recovery-api.ts';
import { SignedInCard } from './signed-in-card.tsx';
import './auth.css';

/** /recover: asks for the email to send a reset link to; the answer is the same whether or not it exists. */
export function RecoverRequestPage() {
  const profile = useProfile();
  return (
    <section className="page page--narrow">
      {profile.isLoggedIn ? (
        <SignedInCard profile={profile}>
          <p>
            You are logged in. You can change your password on your <Link to="/account/profile">profile</Link>
            , or log out to reset the password of another account.
          </p>
        </SignedInCard>
      ) : (
        <RecoverRequestForm />
      )}
    </section>
  );
}

function RecoverRequestForm() {
  const request = useRequestRecoveryMutation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [confirmation, setConfirmation] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const failureId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    setFailure(undefined);
    if (email.trim() === '') {
      setEmailError('Email is empty.');
      emailRef.current?.focus();
      return;
    }
    setEmailError(undefined);
    try {
      const answer = await request.mutateAsync(email.trim());
      setConfirmation(answer.message);
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.errors?.email : undefined;
      if (fieldError) {
        setEmailError(fieldError);
        emailRef.current?.focus();
      } else {
        setFailure(
          error instanceof ApiError && error.message
            ? error.message
            : 'The reset link could not be sent, please try again.',
        );
      }
    }
  }

  if (confirmation) {
    return (
      <div className="card login-card">
        <h1>Check your email</h1>
        <p className="notice" role="status">
          {confirmation}
        </p>
        <p className="login-card__links">
          <Link to="/login">Back to Log In</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="card login-card">
      <h1>Forgot your password?</h1>
      <p>Enter the email you log in with, and we will send you a link to choose a new password.</p>
      <form noValidate onSubmit={submit} aria-describedby={failure ? failureId : undefined}>
        {failure && (
          <p id={failureId} className="form-error" role="alert">
            {failure}
          </p>
        )}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={setEmail}
          error={emailError}
          inputRef={emailRef}
        />
        <button type="submit" className="button button--primary button--block" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send Reset Link'}
        </button>
      </form>
      <p className="login-card__links">
        <Link to="/login">Back to Log In</Link>
      </p>
    </div>
  );
}
