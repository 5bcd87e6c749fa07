import type { RouteObject } from 'react-router';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AppLoading, AppRoot } from './app-root.tsx';
import { RequireAdmin, RequireAuth, RequireStaff } from './guards.tsx';
import { AccountShell } from './layouts/account-shell.tsx';
import { AdminShell } from './layouts/admin-shell.tsx';
import { PublicShell } from './layouts/public-shell.tsx';
import { RouteError } from './route-error.tsx';

/** The routes table; pages load lazily, shells and guards come with the main bundle. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppRoot />,
      HydrateFallback: AppLoading,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicShell />,
          children: [
            { index: true, element: <Navigate to="/search" replace /> },
            {
              path: 'search',
              lazy: async () => ({
                Component: (await import('../features/search/search-page.tsx')).SearchPage,
              }),
            },
            {
              path: 'login',
              lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
            },
            {
              path: 'recover',
              lazy: async () => ({
                Component: (await import('../features/auth/recover-request-page.tsx')).RecoverRequestPage,
              }),
            },
            {
              path: 'recover/:token',
              lazy: async () => ({
                Component: (await import('../features/auth/recover-password-page.tsx')).RecoverPasswordPage,
              }),
            },
            // Spec 1 also calls the recovery page /reset-password.
            { path: 'reset-password', element: <Navigate to="/recover" replace /> },
            // A one-time sign-in link (after checkout or an offer) becomes a session.
            {
              path: 'session/:token',
              lazy: async () => ({
                Component: (await import('../features/auth/session-token-page.tsx')).SessionTokenPage,
              }),
            },
            // The link in every notify-me mail (saved searches).
            {
              path: 'unsubscribe',
              lazy: async () => ({
                Component: (await import('../features/alerts/unsubscribe-page.tsx')).UnsubscribePage,
              }),
            },
            // A mailed invitation to an account: accept it, signed in or as a new person.
            {
              path: 'invitation/:token',
              lazy: async () => ({
                Component: (await import('../features/invitations/invitation-page.tsx')).InvitationPage,
              }),
            },
            // The old and the not-yet-built public paths land on search.
            { path: '*', element: <Navigate to="/search" replace /> },
          ],
        },
        {
          path: 'account',
          element: (
            <RequireAuth>
              <AccountShell />
            </RequireAuth>
          ),
          children: [
            {
              path: 'profile',
              lazy: async () => ({
                Component: (await import('../features/account/profile-page.tsx')).ProfilePage,
              }),
            },
            {
              path: 'api-tokens',
              lazy: async () => ({
                Component: (await import('../features/api-tokens/api-tokens-page.tsx')).ApiTokensPage,
              }),
            },
            {
              path: 'invitations',
              lazy: async () => ({
                Component: (await import('../features/invitations/my-invitations-page.tsx'))
                  .MyInvitationsPage,
              }),
            },
            {
              path: 'users',
              element: (
                <RequireAdmin brandingId={2}>
                  <Outlet />
                </RequireAdmin>
              ),
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('../features/account-users/users-page.tsx')).UsersPage,
                  }),
                },
              ],
            },
            // Admin-only screens (spec 1): the others go to the profile. Not built yet, so admins land
            // there too for now; the guard already applies.
            {
              element: (
                <RequireAdmin>
                  <Outlet />
                </RequireAdmin>
              ),
              children: [
                { path: 'numbers', element: <Navigate to="/account/profile" replace /> },
                { path: 'billing', element: <Navigate to="/account/profile" replace /> },
              ],
            },
            // /account and the account screens still to come show the profile for now.
            { index: true, element: <Navigate to="/account/profile" replace /> },
            { path: '*', element: <Navigate to="/account/profile" replace /> },
          ],
        },
        {
          path: 'admin',
          element: (
            <RequireStaff>
              <AdminShell />
            </RequireStaff>
          ),
          children: [
            {
              path: 'ui-component-tester',
              lazy: async () => ({
                Component: (await import('../features/admin/ui-component-tester-page.tsx'))
                  .UiComponentTesterPage,
              }),
            },
            { index: true, element: <Navigate to="/admin/ui-component-tester" replace /> },
            { path: '*', element: <Navigate to="/admin/ui-component-tester" replace /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
