import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestProfile, staffProfile, userProfile } from '../../test/fixtures/profiles.ts';
import { renderApp } from '../../test/render-app.tsx';

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

    expect(await screen.findByText('uma@example.com')).toBeTruthy();
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
