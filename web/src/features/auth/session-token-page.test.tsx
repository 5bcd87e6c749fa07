import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userProfile } from '../../../test/fixtures/profiles.ts';
import { backend } from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TOKEN = 'one-time-token-0123456789';

describe('sign-in link page', () => {
  it('opens the session from the token and goes on as after a login', async () => {
    backend.users.set('uma@example.com', userProfile());
    backend.loginLinks.set(TOKEN, 'uma@example.com');
    const { router } = renderApp(`/session/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(backend.profile.isLoggedIn).toBe(true);
  });

  it('honours post_login_url, like the login page', async () => {
    backend.loginLinks.set(TOKEN, 'ada@example.com');
    const { router } = renderApp(`/session/${TOKEN}?post_login_url=%2Faccount%2Fapi-tokens`);

    expect(await screen.findByRole('heading', { name: 'API tokens' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/api-tokens');
  });

  it('says when the link no longer works and offers the login page', async () => {
    renderApp(`/session/${TOKEN}`);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This sign-in link is no longer valid. Please log in.');
    expect(within(alert).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });
});
