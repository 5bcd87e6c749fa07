import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { telephoneNumber } from '../../../test/fixtures/telephone-numbers.ts';
import { telephoneNumberBackend } from '../../../test/msw/telephone-number-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('account numbers page', () => {
  it('lists each number with its nickname, plan, monthly price in dollars, billing period, status and anniversary', async () => {
    telephoneNumberBackend.numbers = [
      telephoneNumber('+12012340101', { nickname: 'Front desk', mrc: 1900, billingPeriod: 12 }),
    ];
    renderApp('/account/numbers', { profile: adminProfile() });

    const table = within(await screen.findByRole('table', { name: 'Your numbers' }));
    const [, row] = table.getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['(201) 234-0101']);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Front desk', 'Forward', '$19.00', 'Yearly', 'Active', 'Nov 24, 2026']);
  });

  it('says there are no numbers yet and links to the search', async () => {
    renderApp('/account/numbers', { profile: adminProfile() });

    expect(await screen.findByText(/You have no numbers yet\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a number' }).getAttribute('href')).toBe('/search');
  });

  it('pages through the numbers with the paginator', async () => {
    telephoneNumberBackend.numbers = Array.from({ length: 12 }, (_, i) =>
      telephoneNumber(`+120123401${String(i + 10)}`),
    );
    const { user } = renderApp('/account/numbers', { profile: adminProfile() });

    const table = await screen.findByRole('table', { name: 'Your numbers' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const pages = screen.getByRole('navigation', { name: 'Numbers pages' });
    await user.click(within(pages).getByRole('button', { name: /Next/ }));

    expect(await screen.findByText('(201) 234-0121')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Your numbers' })).getAllByRole('row')).toHaveLength(3);
  });

  it('sends a member who is not an account admin to the profile', async () => {
    const { router } = renderApp('/account/numbers', { profile: userProfile() });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
  });
});
