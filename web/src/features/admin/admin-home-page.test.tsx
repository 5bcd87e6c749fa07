import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, staffProfile } from '../../../test/fixtures/profiles.ts';
import { staffHomeBackend } from '../../../test/msw/staff-home-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const card = (name: string) => {
  const heading = screen.getByRole('heading', { name });
  return within(heading.closest('li')!);
};

describe('admin home (/admin)', () => {
  it('links every staff screen', async () => {
    renderApp('/admin', { profile: staffProfile() });
    const screens = within(await screen.findByRole('list', { name: 'Admin screens' }));
    const links = screens.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Fraud reviews', '/admin/fraud-reviews'],
      ['Broker applications', '/admin/broker-applications'],
      ['Vanity spellings', '/admin/spellings'],
      ['Leads', '/admin/leads'],
      ['Port-ins', '/admin/port-ins'],
      ['Dunning', '/admin/dunning'],
      ['Accounts', '/admin/accounts'],
      ['1099 report', '/admin/reports/1099'],
      ['Themes', '/admin/themes'],
      ['Fraud rules', '/admin/fraudRules'],
      ['CLI', '/admin/cli'],
      ['Audit log', '/admin/audit'],
      ['UI component tester', '/admin/ui-component-tester'],
      ['Resources', '/admin/resources'],
    ]);
  });

  it('shows the open work of each queue from the summary', async () => {
    Object.assign(staffHomeBackend.summary, {
      fraudReviews: 2,
      brokerApplications: 1,
      spellings: 4,
      agentLeads: 3,
      portIns: 5,
      dunningAccounts: 1,
    });
    renderApp('/admin', { profile: staffProfile() });

    expect(await screen.findByText('2 orders to review')).toBeTruthy();
    expect(card('Broker applications').getByText('1 application waiting')).toBeTruthy();
    expect(card('Vanity spellings').getByText('4 spellings to approve')).toBeTruthy();
    expect(card('Leads').getByText('3 open leads')).toBeTruthy();
    expect(card('Port-ins').getByText('5 port-ins rejected or late')).toBeTruthy();
    expect(card('Dunning').getByText('1 account in dunning')).toBeTruthy();
  });

  it('says 0 plainly when a queue is empty', async () => {
    renderApp('/admin', { profile: staffProfile() });
    expect(await screen.findByText('0 orders to review')).toBeTruthy();
    expect(screen.getByText('0 open leads')).toBeTruthy();
    expect(screen.getByText('0 accounts in dunning')).toBeTruthy();
  });

  it('keeps its links when the counts fail to load, and says so', async () => {
    staffHomeBackend.summaryFails = true;
    renderApp('/admin', { profile: staffProfile() });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The counts of open work could not be loaded. The screens still work.',
    );
    const screens = within(screen.getByRole('list', { name: 'Admin screens' }));
    expect(screens.getByRole('link', { name: 'Fraud reviews' }).getAttribute('href')).toBe(
      '/admin/fraud-reviews',
    );
  });

  it('is for staff only: an account admin goes to the account', async () => {
    const { router } = renderApp('/admin', { profile: adminProfile() });
    await screen.findByRole('heading', { name: 'Numbers' });
    expect(router.state.location.pathname).toBe('/account/numbers');
  });
});

describe('admin resources (/admin/resources)', () => {
  it('links the API reference and every staff screen, and is where the themes Back link goes', async () => {
    const { user } = renderApp('/admin/themes', { profile: staffProfile() });
    await user.click(await screen.findByRole('link', { name: '← Back' }));

    expect(await screen.findByRole('heading', { name: 'Resources' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('/api/docs');
    const staffScreens = within(screen.getByRole('list', { name: 'Staff screens' }));
    expect(staffScreens.getByRole('link', { name: 'Themes' }).getAttribute('href')).toBe('/admin/themes');
    expect(staffScreens.getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/admin/audit');
  });
});
