import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, staffProfile } from '../../../../test/fixtures/profiles.ts';
import { staffPortIn } from '../../../../test/fixtures/staff-port-ins.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { staffHomeBackend } from '../../../../test/msw/staff-home-handlers.ts';
import { staffPortInBackend } from '../../../../test/msw/staff-port-in-handlers.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const table = () => within(screen.getByRole('table', { name: 'Port-ins' }));
const lastListQuery = () => callsTo('listStaffPortIns').at(-1) as URLSearchParams;
const late = staffPortIn(3, {
  account: { id: 9, name: 'Beta LLC' },
  tn: '+18022340101',
  formattedTn: '(802) 234-0101',
  status: 'submitted',
  rejectCode: null,
  rejectReason: null,
  daysOpen: 41,
  lastCarrierEvent: {
    kind: 'submitted',
    at: '2026-10-14T12:00:00.000Z',
    text: 'Submitted to the current carrier.',
  },
});

describe('admin port-ins', () => {
  it('lists the port-ins rejected or late with account, number, carrier status, days open and the last carrier step', async () => {
    staffPortInBackend.portIns = [late, staffPortIn(5)];
    renderApp('/admin/port-ins', { profile: staffProfile() });

    await screen.findByRole('table', { name: 'Port-ins' });
    expect(
      table()
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Order',
      'Account',
      'Number',
      'Carrier status',
      'Placed',
      'Days open',
      'Last carrier event',
      'Actions',
    ]);
    const rows = table().getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('5');
    expect(cells[1]).toBe('Acme IncAccount 7');
    expect(cells[2]).toBe('(802) 234-0100');
    expect(cells[3]).toBe('Rejected6P: The account number does not match.');
    expect(cells[5]).toBe('4');
    expect(cells[6]).toContain('Rejected by the carrier (6P)');
    expect(
      within(rows[1]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Resubmit', 'Remind', 'Cancel']);
    expect(
      within(rows[0]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Check now', 'Cancel']);
    expect([lastListQuery().get('state'), lastListQuery().get('$sort[placedDate]')]).toEqual(['all', '1']);
  });

  it('filters rejected and late orders, and says when a filter has none', async () => {
    staffPortInBackend.portIns = [late];
    const { user } = renderApp('/admin/port-ins', { profile: staffProfile() });
    await screen.findByRole('table', { name: 'Port-ins' });

    await user.selectOptions(screen.getByLabelText('Show'), 'rejected');
    expect(await screen.findByText('No rejected port-ins.')).toBeTruthy();
    expect(lastListQuery().get('state')).toBe('rejected');

    await user.selectOptions(screen.getByLabelText('Show'), 'late');
    expect(await table().findByText('(802) 234-0101')).toBeTruthy();
    expect(lastListQuery().get('state')).toBe('late');
  });

  it('says so when no port-in is rejected or late', async () => {
    renderApp('/admin/port-ins', { profile: staffProfile() });
    expect(await screen.findByText('No port-ins are rejected or late.')).toBeTruthy();
  });

  it('checks an order with the carrier after confirmation and says what the carrier answered', async () => {
    staffPortInBackend.portIns = [late];
    const { user } = renderApp('/admin/port-ins', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Check now port-in 3' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Check now' });
    expect(
      within(confirm).getByText('Ask the carrier now how the port-in of (802) 234-0101 stands?'),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Port-in 3 checked: FOC date set.')).toBeTruthy();
    expect(callsTo('checkStaffPortIn')).toEqual([{ id: 3 }]);
  });

  it('resubmits and reminds after confirmation, and sends nothing when the confirmation is cancelled', async () => {
    staffPortInBackend.portIns = [staffPortIn(5)];
    const { user } = renderApp('/admin/port-ins', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Remind port-in 5' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('remindStaffPortIn')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remind port-in 5' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirm Remind' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('Reminder about port-in 5 sent.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Resubmit port-in 5' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirm Resubmit' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('Port-in 5 resubmitted.')).toBeTruthy();
    expect(await screen.findByText('No port-ins are rejected or late.')).toBeTruthy();
    expect(callsTo('resubmitStaffPortIn')).toEqual([{ id: 5 }]);
  });

  it('cancels with a required note for the customer', async () => {
    staffPortInBackend.portIns = [staffPortIn(5)];
    const { user } = renderApp('/admin/port-ins', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Cancel port-in 5' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel port-in' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel port-in' }));
    expect(await dialog.findByText('Please say why the port-in is cancelled.')).toBeTruthy();
    await user.type(dialog.getByLabelText('Note for the customer'), 'Asked by phone.');
    await user.click(dialog.getByRole('button', { name: 'Cancel port-in' }));

    expect(await screen.findByText('Port-in 5 cancelled.')).toBeTruthy();
    expect(callsTo('cancelStaffPortIn')).toEqual([{ id: 5, note: 'Asked by phone.' }]);
  });

  it("shows the server's refusal in the Error dialog", async () => {
    staffPortInBackend.portIns = [staffPortIn(5)];
    const { user } = renderApp('/admin/port-ins', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Remind port-in 5' }));
    staffPortInBackend.portIns[0]!.status = 'submitted';
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(error).getByText("Only a rejected port-in needs the customer's correction.")).toBeTruthy();
  });

  it('is linked from the admin home, which shows how many port-ins are rejected or late', async () => {
    staffHomeBackend.summary.portIns = 2;
    const { user } = renderApp('/admin', { profile: staffProfile() });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('2 port-ins rejected or late')).toBeTruthy();
    await user.click(main.getByRole('link', { name: 'Port-ins' }));
    expect(await screen.findByRole('heading', { name: 'Port-ins' })).toBeTruthy();
  });

  it('is not for customers: an account admin goes elsewhere, and no port-ins are asked for', async () => {
    const { router } = renderApp('/admin/port-ins', { profile: adminProfile() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/numbers'));
    expect(callsTo('listStaffPortIns')).toEqual([]);
  });
});
