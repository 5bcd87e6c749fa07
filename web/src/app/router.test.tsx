import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, brandTwo, userProfile } from '../../test/fixtures/profiles.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('routes', () => {
  it('sends the site root to the search page', async () => {
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Search numbers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search');
  });

  it('sends unknown paths to the search page', async () => {
    const { router } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Search numbers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search');
  });

  it('opens the number search page on /search', async () => {
    renderApp('/search');

    expect(await screen.findByRole('heading', { name: 'Search numbers' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Number type' })).toBeTruthy();
  });
});

describe('recovery routes', () => {
  it('sends /reset-password, the spec’s other name for it, to the recovery page', async () => {
    const { router } = renderApp('/reset-password');

    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/recover');
  });
});

describe('basket route', () => {
  it('opens the Shopping Cart on /basket', async () => {
    const { router } = renderApp('/basket');

    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search');
  });

  it('takes the login page’s Sign Up to the Shopping Cart', async () => {
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('link', { name: 'Sign Up' }));

    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeTruthy();
  });
});

describe('account home', () => {
  it('sends admins from /account to Numbers and users to the profile (spec 1)', async () => {
    for (const [profile, home, heading] of [
      [userProfile(), '/account/profile', 'Profile'],
      [adminProfile(), '/account/numbers', 'Numbers'],
      [adminProfile({ brandingId: 2, brand: brandTwo }), '/account/numbers', 'Numbers'],
    ] as const) {
      const { router, unmount } = renderApp('/account', { profile });
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      expect(router.state.location.pathname).toBe(home);
      unmount();
    }
  });

  it('sends a typed account path with no page (no link leads there) to the account home', async () => {
    const { router } = renderApp('/account/calls', { profile: adminProfile() });

    expect(await screen.findByRole('heading', { name: 'Numbers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/numbers');
  });
});
