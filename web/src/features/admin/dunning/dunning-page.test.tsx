import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminProfile, staffProfile } from '../../../../test/fixtures/profiles.ts';
import { dunningAccount, dunningBackend, dunningHandlers } from '../../../../test/msw/dunning-handlers.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const table = () => within(screen.getByRole('table', { name: 'Accounts in dunning' }));
const lastListQuery = () => callsTo('listDunningAccounts').at(-1) as URLSearchParams;

beforeEach(() => {
  dunningBackend.accounts = [];
  dunningBackend.retryOutcome = 'declined';
  server.use(...dunningHandlers);
});

describe('admin dunning (/admin/dunning)', () => {
  it('lists each account in dunning with what it owes, its failed charges, step, dates, decline and card', async () => {
    dunningBackend.accounts = [dunningAccount(42, { delayDays: 7, staffNote: 'Pays on the 1st.' })];
    renderApp('/admin/dunning', { profile: staffProfile() });

    await screen.findByRole('table', { name: 'Accounts in dunning' });
    expect(
      table()
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Account',
      'Owed',
      'Failed charges',
      'Step',
      'Next retry',
      'First failure',
      'Last decline',
      'Card',
      'Actions',
    ]);
    const cells = within(table().getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'Acme Parking Co#42 · Numberyard',
      '$11.95',
      '2026-11-15 · $11.95',
      'No retry yetPushed back 7 days: Pays on the 1st.',
      '2026-11-16Licences end 2026-11-29',
      '2026-11-15',
      'Your card was declined.',
      'visa •••• 0002',
    ]);
  });

  it('filters by step and says when there are none', async () => {
    const { user } = renderApp('/admin/dunning', { profile: staffProfile() });
    expect(await screen.findByText('No accounts are in dunning.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Step'), '1');
    expect(await screen.findByText('No accounts are at this step.')).toBeTruthy();
    expect(lastListQuery().get('retriesDone')).toBe('1');
  });

  it('retries now after confirmation and toasts the decline', async () => {
    dunningBackend.accounts = [dunningAccount(42)];
    const { user } = renderApp('/admin/dunning', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Retry now for Acme Parking Co' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Confirm Retry now' }));
    expect(dialog.getByText("Charge $11.95 to Acme Parking Co's visa ending 0002 now?")).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The card was declined: Your card has insufficient funds.')).toBeTruthy();
    expect(callsTo('retryDunningNow')).toEqual([{ accountId: 42 }]);
    expect(await table().findByText('Retry 1 of 3')).toBeTruthy();
  });

  it('toasts a paid retry, and the account leaves the list', async () => {
    dunningBackend.accounts = [dunningAccount(42)];
    dunningBackend.retryOutcome = 'paid';
    const { user } = renderApp('/admin/dunning', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Retry now for Acme Parking Co' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirm Retry now' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('Charged $11.95 to Acme Parking Co; dunning ended.')).toBeTruthy();
    expect(await screen.findByText('No accounts are in dunning.')).toBeTruthy();
  });

  it('sends nothing when the retry is cancelled', async () => {
    dunningBackend.accounts = [dunningAccount(42)];
    const { user } = renderApp('/admin/dunning', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Retry now for Acme Parking Co' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirm Retry now' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(callsTo('retryDunningNow')).toEqual([]);
  });

  it('pushes the dunning back by the days entered, with a note that is required', async () => {
    dunningBackend.accounts = [dunningAccount(42)];
    const { user } = renderApp('/admin/dunning', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Push back Acme Parking Co' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Push back dunning' }));
    await user.click(dialog.getByRole('button', { name: 'Push back' }));
    expect(await dialog.findByText('Say why, for the audit log.')).toBeTruthy();
    expect(callsTo('extendDunning')).toEqual([]);

    await user.type(dialog.getByLabelText('Note (why)'), 'Promised to pay on the 22nd.');
    await user.click(dialog.getByRole('button', { name: 'Push back' }));
    expect(
      await screen.findByText('Acme Parking Co pushed back 7 days; next retry 2026-11-23.'),
    ).toBeTruthy();
    expect(callsTo('extendDunning')).toEqual([
      { accountId: 42, days: 7, note: 'Promised to pay on the 22nd.' },
    ]);
    expect(await table().findByText('Pushed back 7 days: Promised to pay on the 22nd.')).toBeTruthy();
  });

  it('is for staff only: an account admin goes to the account', async () => {
    renderApp('/admin/dunning', { profile: adminProfile() });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Accounts in dunning' })).toBeNull();
    expect(callsTo('listDunningAccounts')).toEqual([]);
  });
});
