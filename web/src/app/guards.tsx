import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { accountHomePath, isAdmin, isStaff, useProfile } from '../api/profile.ts';
import { loginPathFor } from '../features/auth/post-login-url.ts';

/** Signed-in visitors only; guests go to the login page, which brings them back here. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const location = useLocation();
  if (!profile.isLoggedIn) return <Navigate to={loginPathFor(location)} replace />;
  return children;
}

/**
 * Account admins only (sell-my-numbers; with `brandingId`, only in that brand: users of brand 2). Everyone
 * else goes to their account home, the profile (spec 1, route table). Used inside RequireAuth.
 */
export function RequireAdmin({ brandingId, children }: { brandingId?: number; children: ReactNode }) {
  const profile = useProfile();
  const allowed = isAdmin(profile) && (brandingId === undefined || profile.brandingId === brandingId);
  if (!allowed) return <Navigate to={accountHomePath(profile)} replace />;
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

/** /account: the first page of the viewer's account menu. */
export function AccountHome() {
  return <Navigate to={accountHomePath(useProfile())} replace />;
}
