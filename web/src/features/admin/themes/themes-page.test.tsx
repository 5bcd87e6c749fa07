import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffProfile } from '../../../../test/fixtures/profiles.ts';
import type { Theme } from '../../../../test/msw/handlers.ts';
import { backend, callsTo, http } from '../../../../test/msw/handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { expectShownOnceInline } from '../../../../test/shown-once.ts';

const staff = () => staffProfile({ adminUser: true });

function theme(themeId: number, name: string, overrides: Partial<Theme> = {}): Theme {
  return {
    themeId,
    theme: name.toLowerCase().replace(/\s+/g, '-').slice(0, 12),
    name,
    status: 'active',
    startDate: '2026-12-01T00:00:00.000Z',
    endDate: '2026-12-31T23:59:59.999Z',
    isCurrent: false,
    themePatterns: [],
    ...overrides,
  };
}

const winter = () =>
  theme(2, 'Winter Wonderland', {
    isCurrent: true,
    themePatterns: [
      { themePatternId: 5, themeId: 2, pattern: 'XXYY', status: 'active' },
      { themePatternId: 6, themeId: 2, pattern: '*777', status: 'active' },
    ],
  });

const table = () => within(screen.getByRole('table', { name: 'Themes' }));
const row = (name: RegExp) => table().getByRole('row', { name });

describe('admin themes', () => {
  it('lists ID, name, start and end dates and pattern count, marking the current theme ACTIVE', async () => {
    backend.themes = [
      winter(),
      theme(3, 'Spring', { startDate: '2027-03-01T00:00:00.000Z', endDate: '2027-03-31T23:59:59.999Z' }),
    ];
    renderApp('/admin/themes', { profile: staff() });

    expect(await screen.findByRole('heading', { name: 'Themes for /search' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Themes' });
    const cells = within(row(/Winter Wonderland/)).getAllByRole('cell');
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      '2',
      'Winter Wonderland(ACTIVE)',
      'Dec 1, 2026',
      'Dec 31, 2026',
      '2',
    ]);
    expect(within(row(/Spring/)).queryByText('(ACTIVE)')).toBeNull();
    expect(
      callsTo('listThemes').map((query) => (query as URLSearchParams).get('$sort[startDate]')),
    ).toContain('1');
  });

  it('searches by the start of the name', async () => {
    backend.themes = [winter(), theme(3, 'Spring')];
    const { user } = renderApp('/admin/themes', { profile: staff() });

    await user.type(await screen.findByLabelText('Name starts with'), 'spr');
    await user.keyboard('{Enter}');

    expect(await table().findByText('Spring')).toBeTruthy();
    expect(table().queryByText('Winter Wonderland')).toBeNull();
    const last = callsTo('listThemes').at(-1) as URLSearchParams;
    expect(last.get('name[$ilike]')).toBe('spr%');
  });

  it('pages through the themes', async () => {
    backend.themes = Array.from({ length: 12 }, (_, index) => theme(10 + index, `Theme ${index + 1}`));
    const { user } = renderApp('/admin/themes', { profile: staff() });

    expect(await screen.findByText('Displaying results 1 to 10')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await table().findByText('Theme 12')).toBeTruthy();
    expect(table().queryByText('Theme 1')).toBeNull();
  });

  it('goes back a page when the last theme of a page is deleted', async () => {
    backend.themes = Array.from({ length: 11 }, (_, index) => theme(10 + index, `Theme ${index + 1}`));
    const { user } = renderApp('/admin/themes', { profile: staff() });

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Theme 11' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));

    expect(await table().findByText('Theme 10')).toBeTruthy();
    expect(await screen.findByText('Displaying all 10 results')).toBeTruthy();
  });

  it('adds a theme from the Add Theme form', async () => {
    const { user } = renderApp('/admin/themes', { profile: staff() });

    await user.click(await screen.findByRole('button', { name: 'Add Theme' }));
    const form = within(screen.getByRole('dialog', { name: 'Add Theme' }));
    await user.type(form.getByLabelText('Title'), 'Summer Sun');
    await user.type(form.getByLabelText('Keyword'), 'Summer');
    await user.type(form.getByLabelText('Start Date'), '2027-06-01');
    await user.type(form.getByLabelText('End Date'), '2027-08-31');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Theme “Summer Sun” saved.')).toBeTruthy();
    expect(callsTo('createTheme')).toEqual([
      { name: 'Summer Sun', theme: 'Summer', startDate: '2027-06-01', endDate: '2027-08-31' },
    ]);
    expect(await table().findByText('Summer Sun')).toBeTruthy();
  });

  it('asks for a title and an end date after the start', async () => {
    const { user } = renderApp('/admin/themes', { profile: staff() });

    await user.click(await screen.findByRole('button', { name: 'Add Theme' }));
    const form = within(screen.getByRole('dialog', { name: 'Add Theme' }));
    await user.type(form.getByLabelText('Keyword'), 'x');
    await user.type(form.getByLabelText('Start Date'), '2027-06-10');
    await user.type(form.getByLabelText('End Date'), '2027-06-01');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(form.getByText('Title is required.')).toBeTruthy();
    expect(form.getByText('End date must be after the start date.')).toBeTruthy();
    expect(callsTo('createTheme')).toEqual([]);
  });

  it('edits a theme, starting from its values', async () => {
    backend.themes = [winter()];
    const { user } = renderApp('/admin/themes', { profile: staff() });

    await user.click(await screen.findByRole('button', { name: 'Edit Winter Wonderland' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Theme' }));
    expect((form.getByLabelText('Start Date') as HTMLInputElement).value).toBe('2026-12-01');
    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'Winter');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await table().findByText('Winter')).toBeTruthy();
    expect(callsTo('updateTheme')).toEqual([
      { name: 'Winter', theme: 'winter-wonde', startDate: '2026-12-01', endDate: '2026-12-31' },
    ]);
  });

  it('deletes a theme only once the deletion is confirmed', async () => {
    backend.themes = [winter()];
    const { user } = renderApp('/admin/themes', { profile: staff() });

    await user.click(await screen.findByRole('button', { name: 'Delete Winter Wonderland' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(confirm.textContent).toContain('Delete the theme “Winter Wonderland” and its 2 patterns?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('deleteTheme')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Winter Wonderland' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('No themes yet.')).toBeTruthy();
    expect(callsTo('deleteTheme')).toEqual([2]);
  });
});

describe('theme patterns', () => {
  async function openPatterns() {
    backend.themes = [winter()];
    const view = renderApp('/admin/themes', { profile: staff() });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Patterns of Winter Wonderland' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Theme Patterns: Winter Wonderland' }));
    await dialog.findByRole('list', { name: 'Patterns' });
    return { ...view, dialog };
  }

  it('lists the theme’s patterns with a preview of four sample wraps', async () => {
    const { dialog } = await openPatterns();

    expect(within(dialog.getByRole('list', { name: 'Patterns' })).getAllByRole('listitem')).toHaveLength(2);
    const wraps = within(dialog.getByRole('list', { name: 'Sample wraps' })).getAllByRole('listitem');
    expect(wraps).toHaveLength(4);
    expect(wraps[1]!.textContent).toMatch(/777$/);
  });

  it('filters the patterns', async () => {
    const { user, dialog } = await openPatterns();

    await user.type(dialog.getByLabelText('Filter patterns'), '77');

    const shown = within(dialog.getByRole('list', { name: 'Patterns' })).getAllByRole('listitem');
    expect(shown.map((item) => item.textContent)).toEqual(['*777Delete']);
  });

  it('adds a pattern, upper-cased as typed, and shows a repeated one’s refusal', async () => {
    const { user, dialog } = await openPatterns();

    await user.type(dialog.getByLabelText('New pattern'), 'xyxy');
    expect((dialog.getByLabelText('New pattern') as HTMLInputElement).value).toBe('XYXY');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('XYXY')).toBeTruthy();
    expect(callsTo('addThemePattern')).toEqual([{ themeId: 2, pattern: 'XYXY', status: 'active' }]);

    await user.type(dialog.getByLabelText('New pattern'), 'xxyy');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('The theme already has this pattern.');
  });

  it('keeps a pattern typed while the previous one was being added', async () => {
    const { user, dialog } = await openPatterns();
    const { promise: gate, resolve: release } = Promise.withResolvers<void>();
    server.use(
      http.post('/api/admin/themes/patterns', async ({ response }) => {
        await gate;
        return response(201).json({ themePatternId: 77, themeId: 2, pattern: 'XYXY', status: 'active' });
      }),
    );

    await user.type(dialog.getByLabelText('New pattern'), 'xyxy{Enter}');
    await user.clear(dialog.getByLabelText('New pattern'));
    await user.type(dialog.getByLabelText('New pattern'), '1234');
    release();

    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', false),
    );
    expect((dialog.getByLabelText('New pattern') as HTMLInputElement).value).toBe('1234');
  });

  it('refuses a pattern that is not digits and capital letters before sending it', async () => {
    const { user, dialog } = await openPatterns();

    await user.type(dialog.getByLabelText('New pattern'), '12*3');
    await user.click(dialog.getByRole('button', { name: 'Add' }));

    expect((await dialog.findByRole('alert')).textContent).toMatch(/digits and capital letters/);
    expect(callsTo('addThemePattern')).toEqual([]);
  });

  it('deletes a pattern once confirmed', async () => {
    const { user, dialog } = await openPatterns();

    await user.click(dialog.getByRole('button', { name: 'Delete pattern *777' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirm Delete' })).getByRole('button', {
        name: 'Confirm',
      }),
    );

    await within(dialog.getByRole('list', { name: 'Patterns' })).findByText('XXYY');
    expect(dialog.queryByText('*777')).toBeNull();
    expect(callsTo('deleteThemePattern')).toEqual([6]);
  });

  it("shows a failed load of the list once, with the server's message, and not also in the Error dialog", async () => {
    const refusal = 'The list cannot be read right now.';
    server.use(
      http.get('/api/admin/themes', ({ response }) =>
        response(403).json({ name: 'Forbidden', code: 'forbidden', message: refusal }),
      ),
    );
    renderApp('/admin/themes', { profile: staff() });

    await expectShownOnceInline(refusal);
  });
});
