import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffProfile } from '../../../../test/fixtures/profiles.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import {
  searchedAccount,
  supportAccessHandlers,
  supportBackend,
} from '../../../../test/msw/support-access-handlers.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const table = () => within(screen.getByRole('table', { name: 'Accounts found' }));
const lastSearch = () => callsTo('searchAccounts').at(-1) as URLSearchParams;

beforeEach(() => {
  supportBackend.accounts = [];
  server.use(...supportAccessHandlers);
});
afterEach(() => vi.restoreAllMocks());

async function searchFor(text: string) {
  const rendered = renderApp('/admin/accounts', { profile: staffProfile() });
  await rendered.user.type(await screen.findByLabelText('Account id, company or email'), text);
  await rendered.user.keyboard('{Enter}');
  return rendered;
}

describe('staff accounts (/admin/accounts)', () => {
  it('asks for a search first, and asks the server nothing until then', async () => {
    renderApp('/admin/accounts', { profile: staffProfile() });
    expect(
      await screen.findByText('Type an account id, a company name or an email, then Search.'),
    ).toBeTruthy();
    expect(callsTo('searchAccounts')).toEqual([]);
  });

  it('searches on Enter and lists each account with its brand and admin email', async () => {
    supportBackend.accounts = [
      searchedAccount(12),
      searchedAccount(14, { company: 'Bea’s Bakery', brandingId: 2 }),
    ];
    await searchFor('acme');
    await screen.findByRole('table', { name: 'Accounts found' });
    expect(lastSearch().get('search')).toBe('acme');
    const cells = within(table().getAllByRole('row')[2]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['Bea’s Bakery#14', 'Numberyard Business', 'admin@acme.example']);
  });

  it('says when no account matches', async () => {
    await searchFor('nobody');
    expect(await screen.findByText('No account matches “nobody”.')).toBeTruthy();
  });

  it('opens an account as support: makes the support membership, switches into it and goes to /account', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    supportBackend.accounts = [searchedAccount(12)];
    const { user } = await searchFor('acme');
    await user.click(await table().findByRole('button', { name: 'Open as support for Acme Parking Co' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/account'));
    expect(callsTo('startSupport')).toEqual([{ accountId: 12 }]);
    expect(callsTo('switchAccount')).toEqual([{ accountId: 12 }]);
  });

  it('offers End support only where the caller has support, and ends it after confirmation', async () => {
    supportBackend.accounts = [
      searchedAccount(12, { support: true }),
      searchedAccount(13, { company: 'Other Co' }),
    ];
    const { user } = await searchFor('co');
    await screen.findByRole('table', { name: 'Accounts found' });
    expect(table().queryByRole('button', { name: 'End support for Other Co' })).toBeNull();
    await user.click(table().getByRole('button', { name: 'End support for Acme Parking Co' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Confirm End support' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Support access to Acme Parking Co ended.')).toBeTruthy();
    expect(callsTo('endSupport')).toEqual([{ accountId: 12 }]);
    await waitFor(() =>
      expect(table().queryByRole('button', { name: 'End support for Acme Parking Co' })).toBeNull(),
    );
  });
});
