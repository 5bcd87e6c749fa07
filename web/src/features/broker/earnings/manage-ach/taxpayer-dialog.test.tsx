import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminProfile } from '../../../../../test/fixtures/profiles.ts';
import { callsTo } from '../../../../../test/msw/handlers.ts';
import { manageAchHandlers, resetManageAch } from '../../../../../test/msw/manage-ach-handlers.ts';
import { server } from '../../../../../test/msw/server.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { ManageAchPage } from './manage-ach-page.tsx';

const broker = () => adminProfile({ accountInfo: { ...adminProfile().accountInfo!, sellersAdmin: 'Y' } });
const PATH = '/account/broker/earnings/manage-ach';

beforeEach(() => {
  resetManageAch();
  server.use(...manageAchHandlers);
});

async function openDialog() {
  const view = renderApp(PATH, { profile: broker(), routes: [{ path: PATH, element: <ManageAchPage /> }] });
  await view.user.click(await screen.findByRole('button', { name: 'Add Taxpayer Information' }));
  return { ...view, dialog: within(await screen.findByRole('dialog', { name: 'Taxpayer Information' })) };
}

describe('Taxpayer information dialog (spec 3 section 5)', () => {
  it('checks each field on leaving it with the spec messages; Save stays disabled until all is valid', async () => {
    const { user, dialog } = await openDialog();
    const save = dialog.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(dialog.getByLabelText('Legal Company/ Entity Name'));
    await user.tab();
    expect(dialog.getByText('Field is required.')).toBeTruthy();
    await user.type(dialog.getByLabelText('Legal Company/ Entity Name'), 'a'.repeat(81));
    expect(dialog.getByText('Legal Company/ Entity Name is too long. Please contact Support.')).toBeTruthy();
    await user.clear(dialog.getByLabelText('Legal Company/ Entity Name'));
    await user.type(dialog.getByLabelText('Legal Company/ Entity Name'), 'Acme Numbers LLC');
    await user.type(dialog.getByLabelText('SSN/EIN'), '12-34567');
    await user.tab();
    expect(dialog.getByText('Invalid SSN/EIN.')).toBeTruthy();
    await user.type(dialog.getByLabelText('SSN/EIN'), '89');
    await user.type(dialog.getByLabelText('Confirm SSN/EIN'), '123456780');
    await user.tab();
    expect(dialog.getByText('SSN/EIN do not match.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.clear(dialog.getByLabelText('Confirm SSN/EIN'));
    await user.type(dialog.getByLabelText('Confirm SSN/EIN'), '123456789');
    expect(save.disabled).toBe(false);
    expect(callsTo('saveTaxpayer')).toEqual([]);
  });

  it("saves, says 'Taxpayer information saved successfully', and shows the name with the last four", async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Legal Company/ Entity Name'), 'Acme Numbers LLC');
    await user.type(dialog.getByLabelText('SSN/EIN'), '12-3456789');
    await user.type(dialog.getByLabelText('Confirm SSN/EIN'), '123456789');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Taxpayer information saved successfully')).toBeTruthy();
    expect(await screen.findByText('***-**-6789')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Taxpayer Information' })).toBeNull();
    expect(callsTo('saveTaxpayer')).toEqual([
      { payee: 'Acme Numbers LLC', tin: '12-3456789', confirmTin: '123456789' },
    ]);
    expect((screen.getByRole('button', { name: 'Add Bank Account' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
