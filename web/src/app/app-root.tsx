import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useLiveEvents } from '../api/live-events.ts';
import { profileQuery } from '../api/profile.ts';
import { useBrandTheme } from './brand-theme.ts';

/** Spec 1, section 2: the application appears only once the profile (and so the brand) has loaded. */
export function AppRoot() {
  const { data: profile, isError, refetch, isFetching } = useQuery(profileQuery);
  useBrandTheme(profile?.brand);
  useLiveEvents(profile?.isLoggedIn === true);

  if (profile) return <Outlet />;
  if (isError) {
    return (
      <div className="app-status" role="alert">
        <p>The site could not be loaded. Check your connection and try again.</p>
        <button
          type="button"
          className="button button--primary"
          disabled={isFetching}
          onClick={() => refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  return <AppLoading />;
}

export function AppLoading() {
  return (
    <div className="app-status" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
