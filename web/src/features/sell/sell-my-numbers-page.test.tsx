import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { backend, callsTo } from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('sell my numbers', () => {
  it('sends the application with company, website, count and message, then says what happens next', async () => {
    const { user } = renderApp('/account/sell-my-numbers', { profile: adminProfile() });

    const company = (await screen.findByLabelText('Company')) as HTMLInputElement;
    expect(company.value).toBe('Uma Widgets');
    await user.type(screen.getByLabelText('Website'), 'https://uma.example');
    await user.type(screen.getByLabelText('How many numbers would you sell?'), '25');
    await user.type(screen.getByLabelText('Message'), 'Vanity numbers, parked here.');
    await user.click(screen.getByRole('button', { name: 'Apply to Sell' }));

    expect(await screen.findByText(/We review applications within two business days/)).toBeTruthy();
    expect(callsTo('applyToSell')).toEqual([
      {
        company: 'Uma Widgets',
        website: 'https://uma.example',
        numberCount: 25,
        message: 'Vanity numbers, parked here.',
      },
    ]);
  });

  it('asks for the company and a number count before sending', async () => {
    const { user } = renderApp('/account/sell-my-numbers', { profile: adminProfile() });

    await user.clear(await screen.findByLabelText('Company'));
    await user.type(screen.getByLabelText('How many numbers would you sell?'), 'many');
    await user.click(screen.getByRole('button', { name: 'Apply to Sell' }));

    expect(await screen.findByText('Company is required.')).toBeTruthy();
    expect(screen.getByText('Enter how many numbers you would sell.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Company'));
    expect(callsTo('applyToSell')).toEqual([]);
  });

  it('shows the server’s answer when an application already waits for review', async () => {
    const profile = adminProfile();
    backend.brokerApplications.push({
      brokerApplicationId: 1,
      accountId: profile.accountId!,
      brandingId: 1,
      email: 'ada@example.com',
      company: 'Uma Widgets',
      website: '',
      numberCount: 3,
      message: '',
      status: 'pending',
      createDate: '2026-11-20T12:00:00.000Z',
      decidedDate: null,
    });
    const { user } = renderApp('/account/sell-my-numbers', { profile });

    await user.type(await screen.findByLabelText('How many numbers would you sell?'), '5');
    await user.click(screen.getByRole('button', { name: 'Apply to Sell' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This account already has an application waiting for review.',
    );
  });

  it('tells an account that can already sell that it is approved', async () => {
    const profile = adminProfile();
    renderApp('/account/sell-my-numbers', {
      profile: {
        ...profile,
        accountInfo: profile.accountInfo && { ...profile.accountInfo, sellersAdmin: 'Y' },
      },
    });

    expect(await screen.findByText('This account is approved to sell numbers.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply to Sell' })).toBeNull();
  });

  it('keeps users who are not the account’s admin out', async () => {
    const { router } = renderApp('/account/sell-my-numbers', { profile: userProfile() });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
  });
});
