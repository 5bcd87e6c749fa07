import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminProfile, brandTwo, staffProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { backend, callsTo } from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { Profile } from '../../api/profile.ts';
import { accountLabel } from './account-menu-items.ts';

type Account = Profile['accounts'][number];

function account(overrides: Partial<Account>): Account {
  return {
    accountId: 2002,
    nickname: '',
    company: '',
    name: '',
    brandingId: 1,
    role: 'admin',
    currentAccount: false,
    ...overrides,
  };
}

/** The menu's entries as 'Label -> /path', or 'Label (disabled)'. */
async function menuEntries(profile: Profile): Promise<string[]> {
  renderApp('/account/profile', { profile });
  const menu = await screen.findByRole('navigation', { name: 'Account' });
  const links = within(menu).getAllByRole('link');
  return links.map((link) =>
    link.getAttribute('aria-disabled') === 'true'
      ? `${link.textContent} (disabled)`
      : `${link.textContent} -> ${link.getAttribute('href')}`,
  );
}

describe('account menu', () => {
  // The rule itself, with every page built, is proven in src/shared/account-menu.test.ts; these show what
  // the menu offers today, when only some account pages exist.
  it('gives a user who is not an admin Numbers (their assigned ones), Messages, Contacts, Profile and Log Out only', async () => {
    expect(await menuEntries(userProfile())).toEqual([
      'Numbers -> /account/numbers',
      'Messages -> /account/messages',
      'Contacts -> /account/contacts',
      'Profile -> /account/profile',
    ]);
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Switch Account/ })).toBeNull();
  });

  it('gives account admins Numbers, Messages, Contacts, Blocking, Port-ins, Sell (leading to the seller application), Billing and Payment Method, and hides the pages not built yet', async () => {
    expect(await menuEntries(adminProfile())).toEqual([
      'Numbers -> /account/numbers',
      'Messages -> /account/messages',
      'Contacts -> /account/contacts',
      'Blocking -> /account/blocking',
      'Port-ins -> /account/port-ins',
      'Sell -> /account/sell-my-numbers',
      'Billing -> /account/billing',
      'Payment Method -> /account/payment-method',
      'Profile -> /account/profile',
    ]);
  });

  it('leads Sell of a sellers admin account to the broker area', async () => {
    const profile = adminProfile();
    const entries = await menuEntries({
      ...profile,
      accountInfo: profile.accountInfo && { ...profile.accountInfo, sellersAdmin: 'Y' },
    });
    expect(entries).toEqual([
      'Numbers -> /account/numbers',
      'Messages -> /account/messages',
      'Contacts -> /account/contacts',
      'Blocking -> /account/blocking',
      'Port-ins -> /account/port-ins',
      'Sell -> /account/broker',
      'Billing -> /account/billing',
      'Payment Method -> /account/payment-method',
      'Profile -> /account/profile',
    ]);
  });

  it('gives employees who are not account admins no admin entries, but Offers (the house offers they answer) and Add Number', async () => {
    expect(await menuEntries(staffProfile())).toEqual([
      'Numbers -> /account/numbers',
      'Messages -> /account/messages',
      'Contacts -> /account/contacts',
      'Offers -> /account/broker/negotiations',
      'Add Number -> /account/admin-basket',
      'Profile -> /account/profile',
    ]);
  });

  it('gives admin users Offers, leading to the broker Offers tab', async () => {
    expect(await menuEntries(adminProfile({ adminUser: true }))).toContain(
      'Offers -> /account/broker/negotiations',
    );
  });

  it('shows Users to the admins of brand 2 accounts only', async () => {
    expect(await menuEntries(adminProfile({ brandingId: 2, brand: brandTwo }))).toContain(
      'Users -> /account/users',
    );
  });

  it('does not show Users to brand 2 users who are not admins', async () => {
    expect(await menuEntries(userProfile({ brandingId: 2, brand: brandTwo }))).not.toContain(
      'Users -> /account/users',
    );
  });

  it("names accounts by nickname, else company, else account number, never by the user's own name", () => {
    expect(accountLabel(account({ nickname: 'Shop', company: 'Acme', name: 'Ada' }))).toBe('Shop');
    expect(accountLabel(account({ nickname: ' ', company: 'Acme', name: 'Ada' }))).toBe('Acme');
    expect(accountLabel(account({ accountId: 4242, name: 'Ada Admin' }))).toBe('Account 4242');
  });

  it('tells apart two accounts that would otherwise carry the same name', () => {
    const first = account({ accountId: 1, company: 'Acme' });
    const second = account({ accountId: 2, company: 'Acme' });
    const other = account({ accountId: 3, company: 'Globex' });
    const all = [first, second, other];
    expect(all.map((each) => accountLabel(each, all))).toEqual([
      'Acme (Account 1)',
      'Acme (Account 2)',
      'Globex',
    ]);
  });

  it('offers Switch Account with the other accounts only, and switching posts the account then reloads', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const profile = adminProfile();
    const { user } = renderApp('/account/profile', {
      profile: {
        ...profile,
        accounts: [
          ...profile.accounts,
          account({ accountId: 2002, nickname: 'Side shop', company: 'Acme' }),
          account({ accountId: 2003, company: 'Beta LLC', name: 'Ada Admin' }),
        ],
      },
    });

    const toggle = await screen.findByRole('button', { name: /Switch Account/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const accounts = screen.getByRole('list', { name: 'Switch Account' });
    expect(
      within(accounts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Side shop', 'Beta LLC']);
    await user.click(within(accounts).getByRole('button', { name: 'Beta LLC' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(callsTo('switchAccount')).toEqual([{ accountId: 2003 }]);
  });

  it('logs out and goes to the login page', async () => {
    const { user, router } = renderApp('/account/profile', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(backend.profile.isLoggedIn).toBe(false);
  });
});
