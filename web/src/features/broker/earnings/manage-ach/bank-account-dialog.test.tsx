import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminProfile } from '../../../../../test/fixtures/profiles.ts';
import { callsTo } from '../../../../../test/msw/handlers.ts';
import {
  manageAchBackend,
  manageAchHandlers,
  resetManageAch,
} from '../../../../../test/msw/manage-ach-handlers.ts';
import { server } from '../../../../../test/msw/server.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { ManageAchPage } from './manage-ach-page.tsx';

const broker = () => adminProfile({ accountInfo: { ...adminProfile().accountInfo!, sellersAdmin: 'Y' } });
const PATH = '/account/broker/earnings/manage-ach';

beforeEach(() => {
  resetManageAch();
  manageAchBackend.taxpayer = { payee: 'Acme Numbers LLC', tinLast4: '4321' };
  server.use(...manageAchHandlers);
});

async function openDialog(button = 'Add Bank Account', title = 'Add Bank Account') {
  const view = renderApp(PATH, { profile: broker(), routes: [{ path: PATH, element: <ManageAchPage /> }] });
  await view.user.click(await screen.findByRole('button', { name: button }));
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const field = dialog.getByLabelText(label);
      if (field instanceof HTMLSelectElement) await view.user.selectOptions(field, value);
      else {
        await view.user.clear(field);
        if (value) await view.user.type(field, value);
      }
    }
  };
  return { ...view, dialog, fill };
}

const VALID = {
  'Account type': 'checking',
  'Routing number': '110000000',
  'Confirm routing number': '110000000',
  'Account number': '000123456789',
  'Confirm account number': '000123456789',
};

describe('Bank account dialog (spec 3 section 5)', () => {
  it('shows each spec message next to its field on leaving it; Save disabled until valid', async () => {
    const { user, dialog, fill } = await openDialog();
    const save = dialog.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(dialog.getByLabelText('Account type'));
    await user.tab();
    expect(dialog.getByText('Field is required.')).toBeTruthy();
    await fill({ 'Routing number': '12345678' });
    await user.tab();
    expect(dialog.getByText('Invalid routing number.')).toBeTruthy();
    await fill({ 'Routing number': '110000001' });
    expect(dialog.getByText('Invalid routing number.')).toBeTruthy();
    await fill({ 'Confirm routing number': '011000015' });
    await user.tab();
    expect(dialog.getByText('Routing numbers do not match.')).toBeTruthy();
    await fill({ 'Account number': '1234' });
    await user.tab();
    expect(dialog.getByText('Invalid account number.')).toBeTruthy();
    await fill({ 'Confirm account number': '12345' });
    await user.tab();
    expect(dialog.getByText('Account numbers do not match.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    await fill(VALID);
    expect(save.disabled).toBe(false);
    expect(callsTo('createBankAccount')).toEqual([]);
  });

  it("adds the account: 'Bank account added successfully', type and last four, PENDING VERIFICATION", async () => {
    const { user, dialog, fill } = await openDialog();
    await fill({ ...VALID, 'Account type': 'savings' });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bank account added successfully')).toBeTruthy();
    expect(await screen.findByText(/Savings account ending in 6789/)).toBeTruthy();
    expect(screen.getByText('PENDING VERIFICATION')).toBeTruthy();
    expect(callsTo('createBankAccount')).toEqual([
      {
        type: 'savings',
        routingNumber: '110000000',
        accountNumber: '000123456789',
        confirmRoutingNumber: '110000000',
        confirmAccountNumber: '000123456789',
      },
    ]);
  });

  it('shows a server "field text" error next to its field, and other failures above the buttons', async () => {
    const { user, dialog, fill } = await openDialog();
    await fill(VALID);
    manageAchBackend.failSave = {
      status: 400,
      message: 'Invalid account number.',
      errors: { accountNumber: 'Invalid account number.' },
    };
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const accountField = dialog.getByLabelText('Account number');
    expect(await dialog.findByText('Invalid account number.')).toBeTruthy();
    expect(accountField.getAttribute('aria-invalid')).toBe('true');
    manageAchBackend.failSave = { status: 503, message: 'The payout provider refused: try later' };
    await fill({ 'Account number': '000123456780', 'Confirm account number': '000123456780' });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('The payout provider refused: try later');
  });

  it("updates an existing account with all numbers again: 'Bank account updated successfully'", async () => {
    manageAchBackend.account = {
      bankAccountId: 3,
      type: 'checking',
      last4: '6789',
      verifiedDate: '2026-11-28T13:00:00.000Z',
      verificationLocked: false,
      createDate: '2026-11-28T12:00:00.000Z',
    };
    const { user, dialog, fill } = await openDialog('Edit Bank Account', 'Update Bank Account');
    await fill({ ...VALID, 'Account number': '5555566677', 'Confirm account number': '5555566677' });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bank account updated successfully')).toBeTruthy();
    expect(await screen.findByText(/Checking account ending in 6677/)).toBeTruthy();
    expect(screen.getByText('PENDING VERIFICATION')).toBeTruthy();
    expect(callsTo('updateBankAccount')).toMatchObject([{ bankAccountId: 3, accountNumber: '5555566677' }]);
  });
});
