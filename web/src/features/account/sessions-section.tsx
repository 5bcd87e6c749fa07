import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { hasStatus } from '../../api/api-error.ts';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import { formMessageOf } from './profile-api.ts';
import { type SignedInSession, sessionsQuery, useRevokeSessionMutation } from './sessions-api.ts';

/**
 * The browsers the user is signed in with (GET /api/sessions), this one marked, each with a Sign out
 * that asks first. A session nobody recognises is the reason to be here: say what to do next.
 */
export function SessionsSection() {
  const sessions = useQuery(sessionsQuery);
  const revoke = useRevokeSessionMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const [failure, setFailure] = useState<string>();
  const headingId = useId();

  async function signOut(session: SignedInSession) {
    setFailure(undefined);
    const confirmed = await dialogs.confirm({
      action: 'Sign out',
      message: session.current
        ? 'Sign out on this device? You will need to log in again here.'
        : `Sign out ${session.device}${session.ip ? ` (${session.ip})` : ''}? It will need to log in again.`,
    });
    if (!confirmed) return;
    try {
      await revoke.mutateAsync(session);
      if (!session.current) toasts.show({ message: `${session.device} was signed out.`, kind: 'success' });
    } catch (error) {
      setFailure(
        hasStatus(error, 404)
          ? `${session.device} was already signed out.`
          : (formMessageOf(error) ?? 'The device could not be signed out. Please try again.'),
      );
    }
  }

  const list = sessions.data?.data ?? [];
  const now = Date.now();

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Signed-in devices</h2>
      <p className="muted">
        Where you are logged in now. If you do not recognise one, sign it out and change your password.
      </p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {sessions.isPending && <p role="status">Loading your signed-in devices…</p>}
      {sessions.isError && <p className="form-error">Your signed-in devices could not be loaded.</p>}
      {list.length > 0 && (
        <ul className="item-list" aria-label="Signed-in devices">
          {list.map((session) => (
            <li key={session.id} className="item-list__item">
              <div className="item-list__main">
                <span className="item-list__title">{session.device}</span>
                {session.current && <span className="badge badge--on">This device</span>}
                <span className="muted">
                  {session.ip ? `${session.ip} · ` : ''}Last active{' '}
                  <RelativeDate date={session.lastSeenAt} now={now} />
                </span>
              </div>
              <div className="button-row">
                <button
                  type="button"
                  className="button"
                  aria-label={session.current ? 'Sign out this device' : `Sign out ${session.device}`}
                  disabled={revoke.isPending}
                  onClick={() => void signOut(session)}
                >
                  Sign out
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
