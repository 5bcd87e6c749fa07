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

  it('says plainly that search arrives with the catalog, without made-up results', async () => {
    renderApp('/search');

    const heading = await screen.findByRole('heading', { name: 'Search numbers' });
    expect(heading.closest('section')?.textContent).toContain('Number search arrives with the catalog.');
    expect(screen.queryByRole('list', { name: /results/i })).toBeNull();
  });
});

describe('recovery routes', () => {
  it('sends /reset-password, the spec’s other name for it, to the recovery page', async () => {
    const { router } = renderApp('/reset-password');

    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/recover');
  });
});
