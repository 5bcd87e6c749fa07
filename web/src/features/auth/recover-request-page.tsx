import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useProfile } from '../../api/profile.ts';
import { Form, SubmitButton } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
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
  const [confirmation, setConfirmation] = useState<string>();
  const form = useForm({
    fields: { email: '' },
    validate: ({ email }) => ({ email: email.trim() === '' ? 'Email is empty.' : undefined }),
    submit: async ({ email }) => setConfirmation((await request.mutateAsync(email.trim())).message),
    failureMessage: (error) =>
      error instanceof ApiError && error.message
        ? error.message
        : 'The reset link could not be sent, please try again.',
  });

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
      <Form form={form}>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          {...form.field('email')}
        />
        <SubmitButton
          className="button button--primary button--block"
          pending={form.pending}
          label="Send Reset Link"
          pendingLabel="Sending…"
        />
      </Form>
      <p className="login-card__links">
        <Link to="/login">Back to Log In</Link>
      </p>
    </div>
  );
}
