import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useFinishSignIn } from './finish-sign-in.ts';
import { sessionFromTokenQuery } from './session-api.ts';

/**
 * /session/:token: a one-time sign-in link (sent after checkout or an offer). The token becomes a session,
 * then the visitor goes on as after a login; a used or expired link says so and offers the login page.
 */
export function SessionTokenPage() {
  const { token = '' } = useParams();
  const [finishing, setFinishing] = useState(false);
  const [finishFailed, setFinishFailed] = useState(false);
  // Once signed in, the profile reload clears the cache: the query must not run the single-use token again.
  const { data, error } = useQuery({ ...sessionFromTokenQuery(token), enabled: !finishing });
  const finishSignIn = useFinishSignIn();

  useEffect(() => {
    if (!data || finishing) return;
    setFinishing(true);
    finishSignIn(data).catch(() => setFinishFailed(true));
  }, [data, finishing, finishSignIn]);

  if ((error && !finishing) || finishFailed) {
    return (
      <section className="page page--narrow">
        <div className="card login-card" role="alert">
          <h1>This sign-in link did not work</h1>
          <p>{error?.message || 'You could not be signed in, please try again.'}</p>
          <div className="login-card__actions">
            <Link to="/login" className="button button--primary">
              Log In
            </Link>
          </div>
        </div>
      </section>
    );
  }
  return (
    <section className="page page--narrow">
      <div className="app-status" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>Signing you in…</span>
      </div>
    </section>
  );
}
