import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminProfile, staffProfile } from '../../../../test/fixtures/profiles.ts';
import { http } from '../../../../test/msw/handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import type { SpellingRequest } from './spellings-api.ts';

const staff = () => staffProfile({ adminUser: true });

function spelling(id: number, overrides: Partial<SpellingRequest> = {}): SpellingRequest {
  return {
    spellingRequestId: id,
    tn: '+12014563569',
    formattedTn: '(201) 456-3569',
    spelledTn: '1-201-456-FLOW',
    spelling: 'flow',
    status: 'pending',
    brokerAccountId: 12,
    requestedByUserId: 31,
    createDate: '2026-11-27T10:00:00.000Z',
    decidedDate: null,
    decidedByUserId: null,
    reason: null,
    ...overrides,
  };
}

let requests: SpellingRequest[] = [];
let decisions: unknown[] = [];

beforeEach(() => {
  requests = [];
  decisions = [];
  server.use(
    http.get('/api/admin/spellings', ({ query, response }) => {
      const data = requests.filter((r) => r.status === (query.get('status') ?? 'pending'));
      return response(200).json({ data, total: data.length, limit: 10, skip: 0 });
    }),
    http.patch('/api/admin/spellings/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      decisions.push({ id: Number(params.id), ...body });
      const found = requests.find((r) => r.spellingRequestId === Number(params.id))!;
      Object.assign(found, { status: body.status, decidedDate: '2026-11-28T10:00:00.000Z' });
      return response(200).json(found);
    }),
  );
});

describe('admin vanity spellings', () => {
  it("says 'No spellings to approve.' when the queue is empty", async () => {
    renderApp('/admin/spellings', { profile: staff() });
    expect(await screen.findByText('No spellings to approve.')).toBeTruthy();
  });

  it('lists the waiting spellings with the number as spelled', async () => {
    requests = [spelling(1), spelling(2, { status: 'approved', spelledTn: '1-201-456-GLOW' })];
    renderApp('/admin/spellings', { profile: staff() });

    const table = within(await screen.findByRole('table', { name: 'Vanity spellings' }));
    expect(table.getByText('1-201-456-FLOW')).toBeTruthy();
    expect(table.getByText('(201) 456-3569')).toBeTruthy();
    expect(table.queryByText('1-201-456-GLOW')).toBeNull();
  });

  it('approves once confirmed, and the spelling leaves the queue', async () => {
    requests = [spelling(1)];
    const { user } = renderApp('/admin/spellings', { profile: staff() });

    await user.click(await screen.findByRole('button', { name: 'Approve 1-201-456-FLOW' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Approve' });
    expect(confirm.textContent).toContain('Update the spelling for (201) 456-3569 to 1-201-456-FLOW?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('No spellings to approve.')).toBeTruthy();
    expect(decisions).toEqual([{ id: 1, status: 'approved' }]);
  });

  it('rejects once confirmed, and shows it under Rejected; cancelling changes nothing', async () => {
    requests = [spelling(1)];
    const { user } = renderApp('/admin/spellings', { profile: staff() });

    await user.click(await screen.findByRole('button', { name: 'Reject 1-201-456-FLOW' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(decisions).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reject 1-201-456-FLOW' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('No spellings to approve.');
    await user.selectOptions(screen.getByLabelText('Show'), 'rejected');

    const table = within(await screen.findByRole('table', { name: 'Vanity spellings' }));
    expect(table.getByText('1-201-456-FLOW')).toBeTruthy();
    expect(decisions).toEqual([{ id: 1, status: 'rejected' }]);
  });

  it('is linked from the admin home', async () => {
    renderApp('/admin', { profile: staff() });
    const screens = within(await screen.findByRole('list', { name: 'Admin screens' }));
    expect(screens.getByRole('link', { name: 'Vanity spellings' }).getAttribute('href')).toBe(
      '/admin/spellings',
    );
  });

  it('is for staff only: an account admin goes to their account home', async () => {
    const { router } = renderApp('/admin/spellings', { profile: adminProfile() });
    expect(await screen.findByRole('heading', { name: 'Numbers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/numbers');
  });
});
