import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { agentLead } from '../../../../test/fixtures/agent-leads.ts';
import { adminProfile, staffProfile } from '../../../../test/fixtures/profiles.ts';
import { agentLeadBackend } from '../../../../test/msw/agent-lead-handlers.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { staffHomeBackend } from '../../../../test/msw/staff-home-handlers.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const table = () => within(screen.getByRole('table', { name: 'Leads' }));
const closeDialog = () => within(screen.getByRole('dialog', { name: 'Close lead' }));
const lastListQuery = () => callsTo('listAgentLeads').at(-1) as URLSearchParams;

describe('admin leads', () => {
  it('lists the open leads newest first with number, request, contact, comments and the negotiation', async () => {
    agentLeadBackend.leads = [
      agentLead(9, {
        type: 'license',
        tn: '+12012340101',
        formattedTn: '(201) 234-0101',
        price: 0,
        licenseSetupFee: 25_000,
        licenseMonthlyFee: 12_500,
        negotiationId: 17,
      }),
      agentLead(8, { name: 'Al Closed', status: 'closed', closeNote: 'Sold by phone.' }),
    ];
    renderApp('/admin/leads', { profile: staffProfile() });

    await screen.findByRole('table', { name: 'Leads' });
    expect(
      table()
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Received', 'Number', 'Request', 'Contact', 'Comments', 'Offer', 'Status', 'Actions']);
    const rows = table().getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 7)).toEqual([
      '(201) 234-0101',
      'License · $250.00 setup, $125.00/month',
      'Jo Buyerjo@example.com+12012345678',
      'Is there any room on the price?',
      'Negotiation 17',
      'Open',
    ]);
    expect([lastListQuery().get('status'), lastListQuery().get('$sort[createDate]')]).toEqual(['open', '-1']);
  });

  it('filters closed and all leads, showing the close note, and says when a filter has none', async () => {
    agentLeadBackend.leads = [agentLead(8, { status: 'closed', closeNote: 'Sold by phone.' })];
    const { user } = renderApp('/admin/leads', { profile: staffProfile() });
    expect(await screen.findByText('No open leads.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Show'), 'closed');
    expect(await table().findByText('Sold by phone.')).toBeTruthy();
    expect(table().queryByRole('button', { name: 'Close lead 8' })).toBeNull();
    expect(lastListQuery().get('status')).toBe('closed');

    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    await waitFor(() => expect(lastListQuery().get('status')).toBeNull());
  });

  it('says there are no leads yet when there are none at all', async () => {
    renderApp('/admin/leads?status=all', { profile: staffProfile() });
    expect(await screen.findByText('No leads yet.')).toBeTruthy();
  });

  it('closes a lead with a note, which leaves the open list', async () => {
    agentLeadBackend.leads = [agentLead(9)];
    const { user } = renderApp('/admin/leads', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Close lead 9' }));
    expect(closeDialog().getByText('Close the lead from Jo Buyer about (201) 234-0100?')).toBeTruthy();
    await user.type(closeDialog().getByLabelText('Note (optional)'), 'Called back; sold by phone.');
    await user.click(closeDialog().getByRole('button', { name: 'Close lead' }));

    expect(await screen.findByText('No open leads.')).toBeTruthy();
    expect(await screen.findByText('Lead 9 closed.')).toBeTruthy();
    expect(callsTo('closeAgentLead')).toEqual([
      { id: 9, status: 'closed', note: 'Called back; sold by phone.' },
    ]);
  });

  it('sends nothing when the close dialog is cancelled', async () => {
    agentLeadBackend.leads = [agentLead(9)];
    const { user } = renderApp('/admin/leads', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Close lead 9' }));
    await user.click(closeDialog().getByRole('button', { name: 'Cancel' }));
    expect(callsTo('closeAgentLead')).toEqual([]);
    expect(table().getByRole('button', { name: 'Close lead 9' })).toBeTruthy();
  });

  it("shows the server's refusal in the Error dialog when someone else closed the lead first", async () => {
    agentLeadBackend.leads = [agentLead(9)];
    const { user } = renderApp('/admin/leads', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Close lead 9' }));
    agentLeadBackend.leads[0]!.status = 'closed';
    await user.click(closeDialog().getByRole('button', { name: 'Close lead' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(error).getByText('This lead is already closed.')).toBeTruthy();
  });

  it('downloads the filtered leads as CSV, asking the server with Accept: text/csv', async () => {
    agentLeadBackend.leads = [agentLead(9)];
    const created = vi.fn(() => 'blob:leads');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(created);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('agent-leads-2026-11-24.csv');
    });
    const { user } = renderApp('/admin/leads', { profile: staffProfile() });
    await screen.findByRole('table', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    const query = callsTo('downloadAgentLeadsCsv')[0] as URLSearchParams;
    expect(query.get('status')).toBe('open');
    expect(created).toHaveBeenCalledOnce();
  });

  it('is linked from the admin home, which shows how many leads are open', async () => {
    staffHomeBackend.summary.agentLeads = 2;
    const { user } = renderApp('/admin', { profile: staffProfile() });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('2 open leads')).toBeTruthy();
    await user.click(main.getByRole('link', { name: 'Leads' }));
    expect(await screen.findByRole('heading', { name: 'Leads' })).toBeTruthy();
  });

  it("is not for customers: an account admin goes to the account's numbers, and no leads are asked for", async () => {
    const { router } = renderApp('/admin/leads', { profile: adminProfile() });
    expect(await screen.findByRole('heading', { name: 'Numbers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/numbers');
    expect(callsTo('listAgentLeads')).toEqual([]);
  });
});
