import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandTwo, guestProfile } from '../../test/fixtures/profiles.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('brand theming', () => {
  it("applies brand 2's stylesheet, favicon, title and logo from the profile", async () => {
    renderApp('/search', { profile: guestProfile({ brandingId: 2, brand: brandTwo }) });

    const logo = await screen.findByRole('img', { name: 'Numberyard Business' });
    expect(logo.getAttribute('src')).toBe('/brands/2/logo.svg');
    expect(document.title).toBe('Numberyard Business');
    const stylesheets = document.head.querySelectorAll('link[rel="stylesheet"][data-brand-theme]');
    expect(stylesheets).toHaveLength(1);
    expect(stylesheets[0]?.getAttribute('href')).toBe('/brands/2/theme.css');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/brands/2/favicon.svg',
    );
  });

  it("applies brand 1's stylesheet by default", async () => {
    renderApp('/search');

    expect(await screen.findByRole('img', { name: 'Numberyard' })).toBeTruthy();
    expect(document.title).toBe('Numberyard');
    expect(document.head.querySelector('link[data-brand-theme]')?.getAttribute('href')).toBe(
      '/brands/1/theme.css',
    );
  });
});
