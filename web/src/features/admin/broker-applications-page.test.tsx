import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, staffProfile } from '../../../test/fixtures/profiles.ts';
import type { BrokerApplication } from '../../../test/msw/handlers.ts';
import { backend, callsTo, http } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { expectShownOnceInline } from '../../../test/shown-once.ts';

const staff = () => staffProfile({ adminUser: true });

function application(
  id: number,
  company: string,
  overrides: Partial<BrokerApplication> = {},
): BrokerApplication {
  return {
    brokerApplicationId: id,
    accountId: 1000 + id,
    brandingId: 1,
    email: `${company.split(' ')[0]!.toLowerCase()}@example.com`,
    company,
    website: 'https://example.com',
    numberCount: 12,
    message: 'We park vanity numbers.',
    status: 'pending',
    createDate: '2026-11-24T12:00:00.000Z',
    decidedDate: null,
    ...overrides,
  };
}

describe('admin broker applications', () => {
  it('lists the applications waiting for review', async () => {
    backend.brokerApplications = [
      application(1, 'Acme Numbers'),
      application(2, 'Beta Lines', { status: 'approved' }),
    ];
    renderApp('/admin/broker-applications', { profile: staff() });

    const table = within(await screen.findByRole('table', { name: 'Broker applications' }));
    expect(table.getByText('Acme Numbers')).toBeTruthy();
    expect(table.queryByText('Beta Lines')).toBeNull();
    expect(table.getByText('acme@example.com')).toBeTruthy();
  });

  it('approves an application once confirmed, and it leaves the pending list', async () => {
    backend.brokerApplications = [application(1, 'Acme Numbers')];
    const { user } = renderApp('/admin/broker-applications', { profile: staff() });

    await user.click(await screen.findByRole('button', { name: 'Approve Acme Numbers' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Approve' });
    expect(confirm.textContent).toContain('Account 1001 can then list numbers for sale.');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('No applications to display.')).toBeTruthy();
    expect(callsTo('decideBrokerApplication')).toEqual([{ id: 1, status: 'approved' }]);
  });

  it('rejects an application, and shows it under Rejected', async () => {
    backend.brokerApplications = [application(1, 'Acme Numbers')];
    const { user } = renderApp('/admin/broker-applications', { profile: staff() });

    await user.click(await screen.findByRole('button', { name: 'Reject Acme Numbers' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('No applications to display.');
    await user.selectOptions(screen.getByLabelText('Show'), 'rejected');

    const table = within(await screen.findByRole('table', { name: 'Broker applications' }));
    expect(table.getByText('Acme Numbers')).toBeTruthy();
    expect(table.queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('is for staff only: an account admin goes to their account home, Numbers', async () => {
    const { router } = renderApp('/admin/broker-applications', { profile: adminProfile() });

    expect(await screen.findByRole('heading', { name: 'Numbers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/numbers');
  });
});

describe('admin home', () => {
  it('links every admin screen', async () => {
    renderApp('/admin', { profile: staff() });

    const screens = within(await screen.findByRole('list', { name: 'Admin screens' }));
    expect(screens.getByRole('link', { name: 'Themes' }).getAttribute('href')).toBe('/admin/themes');
    expect(screens.getByRole('link', { name: 'Broker applications' }).getAttribute('href')).toBe(
      '/admin/broker-applications',
    );
    expect(screens.getByRole('link', { name: 'UI component tester' }).getAttribute('href')).toBe(
      '/admin/ui-component-tester',
    );
  });

  it("shows a failed load of the list once, with the server's message, and not also in the Error dialog", async () => {
    const refusal = 'The list cannot be read right now.';
    server.use(
      http.get('/api/broker-applications', ({ response }) =>
        response(403).json({ name: 'Forbidden', code: 'forbidden', message: refusal }),
      ),
    );
    renderApp('/admin/broker-applications', { profile: staff() });

    await expectShownOnceInline(refusal);
  });
});
