import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { reloadProfile } from '../../../api/profile.ts';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { openSession } from '../confirm-account-api.ts';
import type { StepHeading } from './step-heading.tsx';

/** Spec 2: "On success goes to /account/numbers." */
export const AFTER_ACTIVATION_PATH = '/account/numbers';
export const ACTIVATION_SUCCESSFUL = 'Activation successful';

interface ActivatedStepProps {
  heading: StepHeading;
  /** From the code step; null when the page opened on an account already active. */
  loginToken: string | null;
}

/** Step activated: 'Activation successful', then a session from the login token and on to the account's numbers. */
export function ActivatedStep({ heading, loginToken }: ActivatedStepProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [signInFailed, setSignInFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once only: the token works a single time (StrictMode mounts effects twice).
    if (!loginToken || started.current) return;
    started.current = true;
    toasts.show({ message: ACTIVATION_SUCCESSFUL, kind: 'success' });
    openSession(loginToken)
      .then(() => reloadProfile(queryClient))
      .then(() => navigate(AFTER_ACTIVATION_PATH, { replace: true }))
      .catch(() => setSignInFailed(true));
  }, [loginToken, queryClient, navigate, toasts]);

  if (!loginToken) {
    return (
      <>
        {heading('Your account is active')}
        <p>This account is already activated. Log in to see your numbers.</p>
        <Link to="/login" className="button button--primary button--block">
          Log In
        </Link>
      </>
    );
  }
  return (
    <>
      {heading(ACTIVATION_SUCCESSFUL)}
      {signInFailed ? (
        <>
          <p role="alert">Your account is active, but we could not sign you in. Please log in.</p>
          <Link
            to={`/login?post_login_url=${encodeURIComponent(AFTER_ACTIVATION_PATH)}`}
            className="button button--primary button--block"
          >
            Log In
          </Link>
        </>
      ) : (
        <p className="app-status" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Signing you in…</span>
        </p>
      )}
    </>
  );
}
