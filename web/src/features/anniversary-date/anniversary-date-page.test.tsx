import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { http } from '../../../test/msw/backend.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { AnniversaryChange } from './anniversary-date-api.ts';

const line = (
  overrides: Partial<AnniversaryChange['lines'][number]>,
): AnniversaryChange['lines'][number] => ({
  kind: 'number',
  tn: '+12012340101',
  userId: null,
  label: '(201) 234-0101 Park plan',
  currentDate: '2027-02-15',
  newDate: '2027-02-15',
  monthlyCharge: 2800,
  proratedCharge: 0,
  ...overrides,
});

/** The fake prices day 22 like the server: 7 days of February's 28 for the number. */
function fakeAnniversary(options: { failure?: string; lines?: boolean } = {}) {
  const posted: unknown[] = [];
  const answer = (date: string | undefined): AnniversaryChange => {
    const moved = date === '2027-02-22';
    const lines =
      options.lines === false
        ? []
        : [
            line(moved ? { newDate: '2027-02-22', proratedCharge: 700 } : {}),
            line({
              kind: 'user',
              tn: null,
              userId: 9,
              label: 'Uma User (user) user',
              monthlyCharge: 495,
              ...(moved ? { newDate: '2027-02-22', proratedCharge: 124 } : {}),
            }),
          ];
    return {
      currentDay: 15,
      newDay: moved ? 22 : 15,
      anniversaryDate: moved ? '2026-01-22' : '2026-01-15',
      lines,
      total: lines.reduce((sum, each) => sum + each.proratedCharge, 0),
    };
  };
  server.use(
    http.get('/api/accounts/anniversary-date', ({ query, response }) =>
      response(200).json(answer(query.get('anniversaryDate') ?? undefined)),
    ),
    http.post('/api/accounts/changeAnniversaryDate', async ({ request, response }) => {
      const body = await request.json();
      posted.push(body);
      if (options.failure)
        return response(409).json({ name: 'ConflictError', code: 'x', message: options.failure });
      return response(200).json(answer(String(body.anniversaryDate)));
    }),
  );
  return posted;
}

const cells = (row: HTMLElement) =>
  [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
    (cell) => cell.textContent,
  );

describe('anniversary date page', () => {
  it('lists numbers and users with their date, the new date, the monthly and the prorated charge, and a total', async () => {
    fakeAnniversary();
    const { user } = renderApp('/account/anniversary-date', { profile: adminProfile() });

    const table = await screen.findByRole('table', { name: 'Anniversary dates' });
    expect(cells(within(table).getAllByRole('row')[1]!)).toEqual([
      '(201) 234-0101 Park plan',
      'Feb 15, 2027',
      'Feb 15, 2027',
      '$28.00',
      '$0.00',
    ]);
    await user.type(screen.getByLabelText('New anniversary date'), '2027-02-22');

    await waitFor(() => expect(screen.getByText('$8.24')).toBeTruthy());
    const rows = within(screen.getByRole('table', { name: 'Anniversary dates' })).getAllByRole('row');
    expect(cells(rows[1]!)).toEqual([
      '(201) 234-0101 Park plan',
      'Feb 15, 2027',
      'Feb 22, 2027',
      '$28.00',
      '$7.00',
    ]);
    expect(cells(rows[2]!)).toEqual([
      'Uma User (user) user',
      'Feb 15, 2027',
      'Feb 22, 2027',
      '$4.95',
      '$1.24',
    ]);
  });

  it('submits the date, says Anniversary Date Changed. and goes to the billing page', async () => {
    const posted = fakeAnniversary();
    const { user, router } = renderApp('/account/anniversary-date', { profile: adminProfile() });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('New anniversary date'), '2027-02-22');
    await user.click(submit);

    expect(await screen.findByText('Anniversary Date Changed.')).toBeTruthy();
    expect(posted).toEqual([{ anniversaryDate: '2027-02-22' }]);
    await waitFor(() => expect(visited).toContain('/account/billing'));
  });

  it('shows the server’s message when the change fails, and stays', async () => {
    fakeAnniversary({
      failure: 'The account’s numbers changed while the anniversary date was being moved; try again.',
    });
    const { user, router } = renderApp('/account/anniversary-date', { profile: adminProfile() });

    await user.type(await screen.findByLabelText('New anniversary date'), '2027-02-22');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await screen.findByRole('alert')).textContent).toMatch(/numbers changed/);
    expect(router.state.location.pathname).toBe('/account/anniversary-date');
  });

  it('says so when there is nothing to bill', async () => {
    fakeAnniversary({ lines: false });
    renderApp('/account/anniversary-date', { profile: adminProfile() });
    expect(await screen.findByText('You have no numbers or users to bill.')).toBeTruthy();
  });

  it('sends a member who is not an account admin to the profile', async () => {
    const { router } = renderApp('/account/anniversary-date', { profile: userProfile() });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
  });
});
