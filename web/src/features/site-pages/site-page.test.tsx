import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandTwo, guestProfile } from '../../../test/fixtures/profiles.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SITE_CONTENT, type SitePageKey } from './site-content.ts';

const brandTwoGuest = () => guestProfile({ brandingId: 2, brand: brandTwo });

describe('footer pages', () => {
  it.each([
    ['Terms', 'Terms of service'],
    ['Privacy', 'Privacy'],
    ['About', 'About Numberyard'],
  ])('opens %s from the footer', async (link, heading) => {
    const { user, router } = renderApp('/search');
    const footer = await screen.findByRole('contentinfo');

    await user.click(within(footer).getByRole('link', { name: link }));

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/${link.toLowerCase()}`);
  });

  it('tells brand 1 visitors about parking, forwarding and trading numbers', async () => {
    renderApp('/about');

    expect(await screen.findByRole('heading', { name: 'About Numberyard' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Park' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Forward' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trade' })).toBeTruthy();
  });

  it('tells brand 2 visitors about business numbers, with the brand’s name and sales inbox', async () => {
    renderApp('/terms', { profile: brandTwoGuest() });

    expect(await screen.findByRole('heading', { name: 'Terms of service' })).toBeTruthy();
    expect(
      screen.getByText(/business phone numbers, user seats and messaging on Numberyard Business/),
    ).toBeTruthy();
    expect(screen.getByText(/sales@business\.numberyard\.test/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Users and seats' })).toBeTruthy();
  });

  it('writes every page of both brands with no placeholder left unfilled', async () => {
    for (const brand of [1, 2]) {
      for (const page of ['terms', 'privacy', 'about'] as SitePageKey[]) {
        const content = SITE_CONTENT[brand]![page];
        expect(content.sections.length, `${brand} ${page}`).toBeGreaterThan(0);
      }
    }
    renderApp('/privacy', { profile: brandTwoGuest() });
    await screen.findByRole('heading', { name: 'Privacy' });
    expect(document.body.textContent).not.toMatch(/\{brand\}|\{sales\}|lorem/i);
  });
});
