import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, guestProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { fillBasket } from '../../../test/msw/basket-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { basketOpenAtom } from '../../ui/basket-state.ts';

describe('site header', () => {
  it("gives guests a 'Log In' link that brings them back to the current path and query", async () => {
    renderApp('/search?type=tollfree&npa=800', { profile: guestProfile() });

    const login = await screen.findByRole('link', { name: 'Log In' });
    expect(login.getAttribute('href')).toBe('/login?post_login_url=%2Fsearch%3Ftype%3Dtollfree%26npa%3D800');
    expect(screen.queryByRole('link', { name: 'My Account' })).toBeNull();
  });

  it('links the profile icon of an account admin to the first page of their menu (Numbers, spec 1)', async () => {
    renderApp('/search', { profile: adminProfile() });

    const account = await screen.findByRole('link', { name: 'My Account' });
    expect(account.getAttribute('href')).toBe('/account/numbers');
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
  });

  it('links the profile icon of any other user to /account/profile', async () => {
    renderApp('/search', { profile: userProfile() });

    const account = await screen.findByRole('link', { name: 'My Account' });
    expect(account.getAttribute('href')).toBe('/account/profile');
  });

  it('shows 0 items on the cart button of a visitor with no basket', async () => {
    renderApp('/search', { profile: guestProfile({ basketUuid: null }) });

    expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
  });

  it("shows the basket's item count on the cart button and opens the basket", async () => {
    fillBasket('b-3', ['+12012340100', '+12012340101', '+12012340102']);
    const { store, user } = renderApp('/search', { profile: guestProfile({ basketUuid: 'b-3' }) });

    const cart = await screen.findByRole('button', { name: 'Cart, 3 items' });
    expect(cart.textContent).toContain('3');
    await user.click(cart);
    expect(store.get(basketOpenAtom)).toBe(true);
  });

  it('links the logo to the search page', async () => {
    renderApp('/login');

    const logo = await screen.findByRole('link', { name: 'Numberyard' });
    expect(logo.getAttribute('href')).toBe('/search');
  });
});
