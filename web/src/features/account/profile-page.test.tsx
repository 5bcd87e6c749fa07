import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userProfile } from '../../../test/fixtures/profiles.ts';
import { renderApp } from '../../../test/render-app.tsx';

function detail(section: string, term: string): string | null | undefined {
  const region = screen.getByRole('region', { name: section });
  const row = within(region).getByText(term).closest('.details__row');
  return row?.querySelector('dd')?.textContent;
}

describe('profile page', () => {
  it("shows the user's and the account's details", async () => {
    renderApp('/account/profile', { profile: userProfile() });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(detail('User', 'First name')).toBe('Uma');
    expect(detail('User', 'Email')).toBe('uma@example.com');
    expect(detail('Account', 'Account number')).toBe('1001');
    expect(detail('Account', 'Company')).toBe('Uma Widgets');
    expect(detail('Account', 'Address')).toBe('1 Main St, Portland, OR 97201');
    expect(detail('Account', 'Anniversary date')).toBe('March 15, 2024');
  });

  it('marks details that are not set instead of leaving them blank', async () => {
    const profile = userProfile();
    renderApp('/account/profile', {
      profile: { ...profile, accountInfo: profile.accountInfo && { ...profile.accountInfo, company: '' } },
    });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(detail('Account', 'Company')).toBe('Not set');
  });
});
