import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userProfile } from '../../../test/fixtures/profiles.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AppRoot } from '../app-root.tsx';
import { AccountShell } from './account-shell.tsx';

// The dialer screen does not exist yet, so the shell is tried around stand-in pages.
const routes = [
  {
    element: <AppRoot />,
    children: [
      {
        path: '/account',
        element: <AccountShell />,
        children: [
          { path: 'dialer', element: <h1>Dialer</h1> },
          { path: 'profile', element: <h1>Profile</h1> },
        ],
      },
    ],
  },
];

describe('account shell', () => {
  it('hides the footer on /account/dialer', async () => {
    renderApp('/account/dialer', { profile: userProfile(), routes });

    expect(await screen.findByRole('heading', { name: 'Dialer' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the footer with terms, privacy, about and Transfer Your Number on other account pages', async () => {
    renderApp('/account/profile', { profile: userProfile(), routes });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    const links = Array.from(footer.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/terms', '/privacy', '/about', '/lnp']);
  });
});
