import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  adminProfile,
  brandTwo,
  guestProfile,
  staffProfile,
  userProfile,
} from '../../test/fixtures/profiles.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AppRoot } from './app-root.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';

describe('UI component tester access', () => {
  it('sends guests to the login page, which brings them back afterwards', async () => {
    const { router } = renderApp('/admin/ui-component-tester', { profile: guestProfile() });

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?post_login_url=%2Fadmin%2Fui-component-tester');
    expect(screen.queryByRole('heading', { name: 'UI component tester' })).toBeNull();
  });

  it('sends signed-in users who are not staff to their own home instead', async () => {
    const { router } = renderApp('/admin/ui-component-tester', { profile: userProfile() });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(screen.queryByRole('heading', { name: 'UI component tester' })).toBeNull();
  });

  it('lets employees in', async () => {
    renderApp('/admin/ui-component-tester', { profile: staffProfile() });

    expect(await screen.findByRole('heading', { name: 'UI component tester' })).toBeTruthy();
  });

  it('lets admin users in', async () => {
    renderApp('/admin/ui-component-tester', { profile: userProfile({ adminUser: true }) });

    expect(await screen.findByRole('heading', { name: 'UI component tester' })).toBeTruthy();
  });
});

describe('account area access', () => {
  it('sends guests to the login page with the account page as post_login_url', async () => {
    const { router } = renderApp('/account/profile', { profile: guestProfile() });

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(router.state.location.search).toBe('?post_login_url=%2Faccount%2Fprofile');
  });
});

// Billing and numbers are not built yet, so the guard is tried around stand-in pages.
const adminRoutes = [
  {
    element: <AppRoot />,
    children: [
      {
        path: '/account',
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          { path: 'profile', element: <h1>Profile</h1> },
          {
            element: (
              <RequireAdmin>
                <Outlet />
              </RequireAdmin>
            ),
            children: [
              { path: 'billing', element: <h1>Billing</h1> },
              { path: 'numbers', element: <h1>Numbers</h1> },
            ],
          },
        ],
      },
    ],
  },
];

describe('admin-only account screens', () => {
  it('send users who are not account admins from billing and numbers to the profile', async () => {
    for (const path of ['/account/billing', '/account/numbers']) {
      const { router, unmount } = renderApp(path, { profile: userProfile(), routes: adminRoutes });

      expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/account/profile');
      unmount();
    }
  });

  it('let account admins into billing and numbers', async () => {
    renderApp('/account/billing', { profile: adminProfile(), routes: adminRoutes });

    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeTruthy();
  });

  it('let employees who are not account admins no further than the profile', async () => {
    const { router } = renderApp('/account/billing', { profile: staffProfile(), routes: adminRoutes });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
  });
});

describe('users screen access', () => {
  it('lets the admins of brand 2 accounts in', async () => {
    renderApp('/account/users', { profile: adminProfile({ brandingId: 2, brand: brandTwo }) });

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
  });

  it('sends brand 1 admins and brand 2 users to their account home (Numbers for admins, else the profile)', async () => {
    for (const [profile, home, heading] of [
      [adminProfile(), '/account/numbers', 'Numbers'],
      [userProfile({ brandingId: 2, brand: brandTwo }), '/account/profile', 'Profile'],
    ] as const) {
      const { router, unmount } = renderApp('/account/users', { profile });

      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      expect(router.state.location.pathname).toBe(home);
      unmount();
    }
  });
});
