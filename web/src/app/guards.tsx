import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { accountHomePath, isStaff, useProfile } from '../api/profile.ts';
import { loginPathFor } from '../features/auth/post-login-url.ts';

/** Signed-in visitors only; guests go to the login page, which brings them back here. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const location = useLocation();
  if (!profile.isLoggedIn) return <Navigate to={loginPathFor(location)} replace />;
  return children;
}

/**
 * Employees and admin users only (the server enforces the same on every admin call). Guests go
 * to log in; signed-in customers go to their own home, since logging in again would not help.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const location = useLocation();
  if (!profile.isLoggedIn) return <Navigate to={loginPathFor(location)} replace />;
  if (!isStaff(profile)) return <Navigate to={accountHomePath(profile)} replace />;
  return children;
}
