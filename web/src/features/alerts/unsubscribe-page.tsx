import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { describeSavedSearch } from '../../../../src/shared/search-rules.ts';
import { savedSearchAlertQuery, useUnsubscribeMutation } from './alerts-api.ts';

/**
 * /unsubscribe?search=<id>&token=<t>: the link in every notify-me mail. Opening it changes nothing (mail
 * scanners open links); the Stop these emails button does.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('search'));
  const token = params.get('token') ?? '';
  const valid = Number.isSafeInteger(id) && id > 0 && token !== '';
  return (
    <section className="page page--narrow">
      <div className="card">
        {valid ? <Unsubscribe id={id} token={token} /> : <BrokenLink message="This link is not complete." />}
      </div>
    </section>
  );
}

function Unsubscribe({ id, token }: { id: number; token: string }) {
  const alert = useQuery(savedSearchAlertQuery(id, token));
  const unsubscribe = useUnsubscribeMutation(id, token);

  if (alert.isPending) {
    return (
      <div className="app-status" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>Loading…</span>
      </div>
    );
  }
  if (alert.isError) return <BrokenLink message={alert.error.message} />;

  const watched = describeSavedSearch(alert.data.search);
  if (alert.data.unsubscribedAt) {
    return (
      <>
        <h1>You are unsubscribed</h1>
        <p role="status">
          We will not email {alert.data.email} about {watched} again.
        </p>
        <p className="login-card__links">
          <Link to="/search">Search numbers</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Stop these emails?</h1>
      <p>
        We email {alert.data.email} at most once a day when new {watched} are listed.
      </p>
      {unsubscribe.isError && (
        <p className="form-error" role="alert">
          {unsubscribe.error.message || 'That did not work, please try again.'}
        </p>
      )}
      <div className="login-card__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate()}
        >
          Stop these emails
        </button>
      </div>
    </>
  );
}

function BrokenLink({ message }: { message: string }) {
  return (
    <div role="alert">
      <h1>This link did not work</h1>
      <p>{message}</p>
      <p className="login-card__links">
        <Link to="/search">Search numbers</Link>
      </p>
    </div>
  );
}
