import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { staffProfile } from '../../../../test/fixtures/profiles.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { type AuditEntry, staffHomeBackend } from '../../../../test/msw/staff-home-handlers.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const entry = (auditId: number, changes: Partial<AuditEntry> = {}): AuditEntry => ({
  auditId,
  actorUserId: 3,
  actor: 'staff@numberyard.test',
  action: 'fraudRule.update',
  subject: 'fraudRule:12',
  before: { priority: 0 },
  after: { priority: 5 },
  at: '2026-11-24T12:00:00.000Z',
  ...changes,
});

const table = () => within(screen.getByRole('table', { name: 'Audit log' }));
const lastListQuery = () => callsTo('listAuditEntries').at(-1) as URLSearchParams;

describe('audit log (/admin/audit)', () => {
  it('lists the entries newest first and shows a row’s before and after on demand', async () => {
    staffHomeBackend.audit = [
      entry(2),
      entry(1, { action: 'theme.create', subject: 'theme:4', before: null }),
    ];
    const { user } = renderApp('/admin/audit', { profile: staffProfile() });

    await screen.findByRole('table', { name: 'Audit log' });
    const rows = table().getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell')[1]!.textContent).toBe('staff@numberyard.test');
    expect(within(rows[0]!).getAllByRole('cell')[2]!.textContent).toBe('fraudRule.update');
    expect(lastListQuery().get('$sort[at]')).toBe('-1');
    expect(screen.queryByText(/"priority": 5/)).toBeNull();

    await user.click(table().getAllByRole('button', { name: 'Show change' })[0]!);
    const change = within(screen.getByLabelText('Change 2'));
    expect(change.getByText(/"priority": 0/)).toBeTruthy();
    expect(change.getByText(/"priority": 5/)).toBeTruthy();
    await user.click(table().getByRole('button', { name: 'Hide change' }));
    expect(screen.queryByText(/"priority": 5/)).toBeNull();
  });

  it('filters on actor, action, subject and dates, and says when nothing matches', async () => {
    staffHomeBackend.audit = [entry(1)];
    const { user } = renderApp('/admin/audit', { profile: staffProfile() });
    await screen.findByRole('table', { name: 'Audit log' });

    await user.type(screen.getByLabelText('Actor (user id)'), '3');
    await user.type(screen.getByLabelText('Action'), 'theme.create');
    await user.type(screen.getByLabelText('Subject contains'), 'theme');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
    const query = lastListQuery();
    expect([
      query.get('actor'),
      query.get('action'),
      query.get('subject[$contains]'),
      query.get('at[$gte]'),
      query.get('at[$lt]'),
    ]).toEqual(['3', 'theme.create', 'theme', '2026-11-01', '2026-12-01']);
  });

  it('says so when there are no entries yet', async () => {
    renderApp('/admin/audit', { profile: staffProfile() });
    expect(await screen.findByText('No staff changes yet.')).toBeTruthy();
  });

  it('downloads the filtered log as CSV', async () => {
    staffHomeBackend.audit = [entry(1)];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:audit');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('audit-2026-11-24.csv');
    });
    const { user } = renderApp('/admin/audit', { profile: staffProfile() });
    await screen.findByRole('table', { name: 'Audit log' });

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect(callsTo('downloadAuditCsv')).toHaveLength(1);
  });
});
