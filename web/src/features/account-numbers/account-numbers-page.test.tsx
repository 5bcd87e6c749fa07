import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { telephoneNumber } from '../../../test/fixtures/telephone-numbers.ts';
import { backend } from '../../../test/msw/backend.ts';
import { telephoneNumberBackend } from '../../../test/msw/telephone-number-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const listCalls = () =>
  backend.calls
    .filter((call) => call.operation === 'listTelephoneNumbers')
    .map((c) => c.body as URLSearchParams);

describe('account numbers page', () => {
  it('lists each number with nickname, plan, monthly price, billing period, status, anniversary and SMS state', async () => {
    telephoneNumberBackend.numbers = [
      telephoneNumber('+12012340101', { nickname: 'Front desk', mrc: 1900, billingPeriod: 12 }),
      telephoneNumber('+12012340102', { isSmsEnabled: true, smsEnabled: 'Y' }),
      telephoneNumber('+12012340103', { isSmsPending: true, smsEnabled: 'pending' }),
      telephoneNumber('+12012340104', { planAllowsSms: false, plan: { id: 1, name: 'Park' } }),
    ];
    renderApp('/account/numbers', { profile: adminProfile() });

    const table = within(await screen.findByRole('table', { name: 'Your numbers' }));
    const [, first, ...others] = table.getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe('(201) 234-0101');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Front deskEdit',
      'Forward',
      '$19.00',
      'Yearly',
      'Active',
      'Nov 24, 2026',
      'OffActivate SMS',
      'Options',
    ]);
    expect(others.map((row) => within(row).getAllByRole('cell')[6]!.textContent)).toEqual([
      'On',
      'Pending',
      'Not on this plan',
    ]);
  });

  it('says there are no numbers yet and links to the search', async () => {
    renderApp('/account/numbers', { profile: adminProfile() });

    expect(await screen.findByText(/You have no numbers yet\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a number' }).getAttribute('href')).toBe('/search');
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });

  it('pages through the numbers, offering the account list sizes 10 to 300', async () => {
    telephoneNumberBackend.numbers = Array.from({ length: 12 }, (_, i) =>
      telephoneNumber(`+120123401${String(i + 10)}`),
    );
    const { user } = renderApp('/account/numbers', { profile: adminProfile() });

    const table = await screen.findByRole('table', { name: 'Your numbers' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const pages = screen.getByRole('navigation', { name: 'Numbers pages' });
    expect(
      within(pages)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100', '300']);
    await user.click(within(pages).getByRole('button', { name: /Next/ }));

    expect(await screen.findByText('(201) 234-0121')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Your numbers' })).getAllByRole('row')).toHaveLength(3);
  });

  it('searches by what is typed, from the first page, and downloads the matching numbers as CSV', async () => {
    telephoneNumberBackend.numbers = [telephoneNumber('+12012340101', { nickname: 'Front desk' })];
    const { user } = renderApp('/account/numbers', { profile: adminProfile() });
    await screen.findByRole('table', { name: 'Your numbers' });

    await user.type(screen.getByRole('searchbox', { name: 'Search numbers' }), 'front');

    await waitFor(() => expect(listCalls().at(-1)?.get('q')).toBe('front'));
    expect(listCalls().at(-1)?.get('$skip')).toBe('0');
    const csv = await screen.findByRole('link', { name: 'Download CSV' });
    await waitFor(() => expect(csv.getAttribute('href')).toBe('/api/accounts/telephone-numbers.csv?q=front'));
  });

  it('says when nothing matches the search', async () => {
    const { user } = renderApp('/account/numbers', { profile: adminProfile() });
    await screen.findByText(/You have no numbers yet\./);
    await user.type(screen.getByRole('searchbox', { name: 'Search numbers' }), '999');
    expect(await screen.findByText('No numbers match your search.')).toBeTruthy();
  });

  it('shows a user their assigned numbers without the admin actions', async () => {
    telephoneNumberBackend.numbers = [telephoneNumber('+12012340101', { assignedUserId: 501 })];
    const { user, router } = renderApp('/account/numbers', { profile: userProfile() });

    await screen.findByRole('table', { name: 'Your numbers' });
    expect(router.state.location.pathname).toBe('/account/numbers');
    await user.click(screen.getByRole('button', { name: 'Options for (201) 234-0101' }));
    const menu = within(screen.getByRole('list', { name: 'Options for (201) 234-0101' }));
    expect(menu.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Conversations']);
  });

  it('tells a user with no assigned numbers who can give them some', async () => {
    renderApp('/account/numbers', { profile: userProfile() });
    expect(await screen.findByText(/No numbers are assigned to you yet\./)).toBeTruthy();
  });
});

describe('editing a nickname in place', () => {
  it('saves the trimmed nickname with Enter', async () => {
    telephoneNumberBackend.numbers = [telephoneNumber('+12012340101', { nickname: 'Old' })];
    const { user } = renderApp('/account/numbers', { profile: adminProfile() });

    await user.click(await screen.findByRole('button', { name: 'Edit the nickname of (201) 234-0101' }));
    const input = screen.getByRole('textbox', { name: 'Nickname of (201) 234-0101' });
    await user.clear(input);
    await user.type(input, '  Front desk {Enter}');

    expect(await screen.findByText('Front desk')).toBeTruthy();
    expect(backend.calls.find((c) => c.operation === 'updateTelephoneNumber')?.body).toEqual({
      tn: '12012340101',
      nickname: 'Front desk',
    });
  });

  it('refuses more than 100 characters before sending, and Escape gives up', async () => {
    telephoneNumberBackend.numbers = [telephoneNumber('+12012340101', { nickname: 'Old' })];
    const { user } = renderApp('/account/numbers', { profile: adminProfile() });

    await user.click(await screen.findByRole('button', { name: 'Edit the nickname of (201) 234-0101' }));
    const input = screen.getByRole('textbox', { name: 'Nickname of (201) 234-0101' });
    await user.type(input, 'x'.repeat(100));
    expect(screen.getByRole('alert').textContent).toBe('A nickname is at most 100 characters.');
    await user.keyboard('{Enter}{Escape}');

    expect(screen.getByText('Old')).toBeTruthy();
    expect(backend.calls.some((c) => c.operation === 'updateTelephoneNumber')).toBe(false);
  });

  it('shows the server’s refusal beside the field', async () => {
    telephoneNumberBackend.numbers = [telephoneNumber('+12012340101')];
    telephoneNumberBackend.nextError = {
      status: 404,
      body: {
        name: 'NotFoundError',
        code: 'messaging.number_not_found',
        message: 'Telephone number not found.',
      },
    };
    const { user } = renderApp('/account/numbers', { profile: adminProfile() });

    await user.click(await screen.findByRole('button', { name: 'Edit the nickname of (201) 234-0101' }));
    await user.type(screen.getByRole('textbox', { name: 'Nickname of (201) 234-0101' }), 'Mine{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Telephone number not found.');
  });
});
