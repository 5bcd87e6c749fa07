import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Profile } from '../../api/profile.ts';
import { accountHomePath } from '../../api/profile.ts';
import { useLogoutMutation } from './session-api.ts';

/** The logged-in view of the login and recovery pages: a greeting, 'Go to My Account' and 'Log Out'. */
export function SignedInCard({ profile, children }: { profile: Profile; children?: ReactNode }) {
  const logout = useLogoutMutation();
  const firstName = profile.userInfo?.firstName?.trim();
  return (
    <div className="card login-card">
      <h1>{firstName ? `Hello ${firstName}` : 'Hello'}</h1>
      {children ?? <p>You are logged in.</p>}
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
