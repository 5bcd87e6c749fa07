import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { http } from '../../test/msw/handlers.ts';
import { server } from '../../test/msw/server.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('app root', () => {
  it('renders nothing of the app until the profile has loaded', async () => {
    renderApp('/search');

    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Search numbers' })).toBeTruthy();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    server.use(
      http.untyped.get('/api/profile', () => HttpResponse.json({}, { status: 502 }), { once: true }),
    );
    const { user } = renderApp('/search');

    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('The site could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Search numbers' })).toBeTruthy();
  });
});
