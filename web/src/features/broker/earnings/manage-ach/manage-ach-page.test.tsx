import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminProfile } from '../../../../../test/fixtures/profiles.ts';
import { callsTo } from '../../../../../test/msw/handlers.ts';
import {
  manageAchBackend,
  manageAchHandlers,
  resetManageAch,
  TEST_DEPOSITS,
} from '../../../../../test/msw/manage-ach-handlers.ts';
import { server } from '../../../../../test/msw/server.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { ManageAchPage } from './manage-ach-page.tsx';

const broker = () => adminProfile({ accountInfo: { ...adminProfile().accountInfo!, sellersAdmin: 'Y' } });
const PATH = '/account/broker/earnings/manage-ach';
const render = () =>
  renderApp(PATH, { profile: broker(), routes: [{ path: PATH, element: <ManageAchPage /> }] });

const pending = {
  bankAccountId: 3,
  type: 'checking' as const,
  last4: '6789',
  verifiedDate: null,
  verificationLocked: false,
  createDate: '2026-11-28T12:00:00.000Z',
};

beforeEach(() => {
  resetManageAch();
  server.use(...manageAchHandlers);
});

describe('Manage ACH (spec 3 section 2)', () => {
  it('without taxpayer information: the prompt, and Add Bank Account disabled with the reason', async () => {
    render();
    expect(await screen.findByText("You don't have taxpayer information on file.")).toBeTruthy();
    expect(await screen.findByText("You don't have a bank account setup for ACH payout.")).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add Bank Account' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Add your taxpayer information first.')).toBeTruthy();
  });

  it('shows the legal name and only the last four of the SSN/EIN, and the account type and last four', async () => {
    manageAchBackend.taxpayer = { payee: 'Acme Numbers LLC', tinLast4: '4321' };
    manageAchBackend.account = { ...pending, verifiedDate: '2026-11-28T13:00:00.000Z' };
    render();
    expect(await screen.findByText('Acme Numbers LLC')).toBeTruthy();
    expect(screen.getByText('***-**-4321')).toBeTruthy();
    expect(await screen.findByText(/Checking account ending in 6789/)).toBeTruthy();
    expect(screen.queryByText('PENDING VERIFICATION')).toBeNull();
    expect((screen.getByRole('button', { name: 'Edit Bank Account' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('an unverified account says PENDING VERIFICATION; the right deposits verify it', async () => {
    manageAchBackend.taxpayer = { payee: 'Acme', tinLast4: '4321' };
    manageAchBackend.account = pending;
    const { user } = render();
    expect(await screen.findByText('PENDING VERIFICATION')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm Deposits' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(screen.getByLabelText('First deposit (cents)'), '99');
    await user.type(screen.getByLabelText('Second deposit (cents)'), '12');
    await user.click(confirm);
    expect(
      await screen.findByText('Those amounts do not match the deposits. Please check your bank statement.'),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('First deposit (cents)'));
    await user.type(screen.getByLabelText('First deposit (cents)'), String(TEST_DEPOSITS[1]));
    await user.click(confirm);
    expect(await screen.findByText('Bank account verified')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('PENDING VERIFICATION')).toBeNull());
    expect(callsTo('verifyBankAccount')).toEqual([{ amounts: [99, 12] }, { amounts: [34, 12] }]);
  });

  it('a locked verification says to delete and add the account again', async () => {
    manageAchBackend.taxpayer = { payee: 'Acme', tinLast4: '4321' };
    manageAchBackend.account = { ...pending, verificationLocked: true };
    render();
    expect(
      await screen.findByText('Too many wrong amounts. Please delete the bank account and add it again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm Deposits' })).toBeNull();
  });

  it("deletes the bank account after confirmation: 'Bank account deleted successfully'", async () => {
    manageAchBackend.taxpayer = { payee: 'Acme', tinLast4: '4321' };
    manageAchBackend.account = pending;
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Bank Account' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Delete the bank account ending in 6789?')).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bank account deleted successfully')).toBeTruthy();
    expect(await screen.findByText("You don't have a bank account setup for ACH payout.")).toBeTruthy();
    expect(callsTo('removeBankAccount')).toEqual([3]);
  });
});
