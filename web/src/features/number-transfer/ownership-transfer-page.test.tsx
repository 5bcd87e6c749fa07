import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { backend, callsTo, TEST_PASSWORD } from '../../../test/msw/handlers.ts';
import {
  numberTransferHandlers,
  ownershipTransfer,
  resetTransferBackend,
  transferBackend,
} from '../../../test/msw/number-transfer-handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TN = '+12012340101';
const PAGE = '/account/numbers/2012340101/transfer';

beforeEach(() => {
  resetTransferBackend();
  server.use(...numberTransferHandlers);
});

describe('ownership transfer page', () => {
  it('starts a transfer to the new owner’s email and shows it as offered, with the terms', async () => {
    transferBackend.transfers.set(TN, null);
    const { user } = renderApp(PAGE, { profile: adminProfile() });

    expect(await screen.findByText('(201) 234-0101')).toBeTruthy();
    expect(screen.getByText(/There are no fees\./)).toBeTruthy();
    await user.type(screen.getByLabelText('New owner’s email'), 'new.owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Start Transfer' }));

    const status = await screen.findByRole('status', { name: 'Transfer status' });
    expect(status.textContent).toBe(
      'Offered to new.owner@example.com, waiting for them to accept (the link works until Nov 29, 2026).',
    );
    expect(callsTo('startOwnershipTransfer')).toEqual([{ email: 'new.owner@example.com' }]);
    expect(screen.getByRole('button', { name: 'Cancel Transfer' })).toBeTruthy();
  });

  it('checks the email before sending anything', async () => {
    transferBackend.transfers.set(TN, null);
    const { user } = renderApp(PAGE, { profile: adminProfile() });

    await user.click(await screen.findByRole('button', { name: 'Start Transfer' }));
    expect(screen.getByText('Email is empty.')).toBeTruthy();
    await user.type(screen.getByLabelText('New owner’s email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Start Transfer' }));
    expect(screen.getByText('Please enter a valid email.')).toBeTruthy();
    expect(callsTo('startOwnershipTransfer')).toEqual([]);
  });

  it('asks for the password when the server wants a recent sign-in, then starts it', async () => {
    transferBackend.transfers.set(TN, null);
    backend.recentSignIn = false;
    const { user } = renderApp(PAGE, { profile: adminProfile() });

    await user.type(await screen.findByLabelText('New owner’s email'), 'new.owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Start Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(dialog).getByLabelText('Password'), TEST_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status', { name: 'Transfer status' })).toBeTruthy();
    expect(callsTo('startOwnershipTransfer')).toHaveLength(2);
  });

  it('shows an accepted transfer’s moving day and cancels it after confirming', async () => {
    transferBackend.transfers.set(
      TN,
      ownershipTransfer(TN, { status: 'accepted', toCompany: 'New Owner LLC', movesOn: '2026-12-24' }),
    );
    const { user } = renderApp(PAGE, { profile: adminProfile() });

    expect((await screen.findByRole('status', { name: 'Transfer status' })).textContent).toBe(
      'Accepted by New Owner LLC. The number moves to them on Dec 24, 2026.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel Transfer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Cancel Transfer' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The transfer to new.owner@example.com was cancelled.')).toBeTruthy();
    expect(callsTo('cancelOwnershipTransfer')).toEqual([TN]);
    expect(screen.getByRole('button', { name: 'Start Transfer' })).toBeTruthy();
  });

  it('says when the account does not hold the number', async () => {
    renderApp(PAGE, { profile: adminProfile() });
    expect((await screen.findByRole('alert')).textContent).toBe('Telephone number not found.');
  });

  it('sends a member who is not an account admin to the profile', async () => {
    const { router } = renderApp(PAGE, { profile: userProfile() });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
  });
});
