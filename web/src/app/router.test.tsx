import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
