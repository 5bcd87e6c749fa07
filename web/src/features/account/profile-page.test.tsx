import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_TEXT } from '../../../../src/shared/password-policy.ts';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { backend, callsTo, TEST_PASSWORD } from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

type User = ReturnType<typeof renderApp>['user'];

function detail(section: string, term: string): string | null | undefined {
  const region = screen.getByRole('region', { name: section });
  const row = within(region).getByText(term).closest('.details__row');
  return row?.querySelector('dd')?.textContent;
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

async function replace(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('profile page', () => {
  it("shows the account's details read-only to users who are not its admin", async () => {
    renderApp('/account/profile', { profile: userProfile() });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Uma');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('uma@example.com');
    expect(screen.getByText('You log in with uma@example.com.')).toBeTruthy();
    expect(detail('Account', 'Account number')).toBe('1001');
    expect(detail('Account', 'Company')).toBe('Uma Widgets');
    expect(detail('Account', 'Address')).toBe('1 Main St, Portland, OR 97201');
    expect(detail('Account', 'Anniversary date')).toBe('March 15, 2024');
    expect(screen.queryByLabelText('Company')).toBeNull();
  });

  it('marks details that are not set instead of leaving them blank', async () => {
    const profile = userProfile();
    renderApp('/account/profile', {
      profile: { ...profile, accountInfo: profile.accountInfo && { ...profile.accountInfo, company: '' } },
    });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(detail('Account', 'Company')).toBe('Not set');
  });

  it('saves the first and last name', async () => {
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await replace(user, await screen.findByLabelText('First name'), ' Ursula ');
    await user.click(section('Your name').getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your name was saved.')).toBeTruthy();
    expect(callsTo('updateProfile')).toEqual([{ firstName: 'Ursula', lastName: 'User' }]);
    expect(backend.profile.userInfo?.firstName).toBe('Ursula');
  });

  it('asks for the first and last name before saving', async () => {
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await replace(user, await screen.findByLabelText('Last name'), '');
    await user.click(section('Your name').getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
    expect(callsTo('updateProfile')).toEqual([]);
  });

  it('asks for the password when the server wants a recent sign-in, then changes the email', async () => {
    backend.recentSignIn = false;
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await replace(user, await screen.findByLabelText('Email'), 'uma@new.example');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(dialog).getByLabelText('Password'), TEST_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Your email was changed.')).toBeTruthy();
    expect(callsTo('reauthenticate')).toEqual([{ password: TEST_PASSWORD }]);
    expect(callsTo('updateProfile')).toEqual([{ email: 'uma@new.example' }, { email: 'uma@new.example' }]);
    expect(backend.profile.userInfo?.email).toBe('uma@new.example');
  });

  it('keeps the user signed in and says so when the confirming password is wrong', async () => {
    backend.recentSignIn = false;
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await replace(user, await screen.findByLabelText('Email'), 'uma@new.example');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect((await section('Login email').findByRole('alert')).textContent).toBe(
      'That password is not correct. Your change was not saved.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(callsTo('updateProfile')).toHaveLength(1);
  });

  it('saves nothing and shows no error when the password prompt is cancelled', async () => {
    backend.recentSignIn = false;
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await user.type(await screen.findByLabelText('Current password'), TEST_PASSWORD);
    await user.type(screen.getByLabelText('New password'), 'Better-Pass1');
    await user.type(screen.getByLabelText('Confirm password'), 'Better-Pass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(section('Password').queryByRole('alert')).toBeNull();
    expect(callsTo('reauthenticate')).toEqual([]);
  });

  it('checks a new password against the rule shown beside it, and its confirmation', async () => {
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    const password = await screen.findByLabelText('New password');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      PASSWORD_RULE_TEXT,
    );
    await user.type(password, 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("Password and Confirm password don't match.")).toBeTruthy();
    expect(callsTo('updateProfile')).toEqual([]);

    await user.type(screen.getByLabelText('Current password'), TEST_PASSWORD);
    await replace(user, password, 'Better-Pass1');
    await replace(user, screen.getByLabelText('Confirm password'), 'Better-Pass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Your password was changed.')).toBeTruthy();
    expect(callsTo('updateProfile')).toEqual([
      { currentPassword: TEST_PASSWORD, newPassword: 'Better-Pass1' },
    ]);
    expect((password as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('asks for the current password before changing it', async () => {
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await user.type(await screen.findByLabelText('New password'), 'Better-Pass1');
    await user.type(screen.getByLabelText('Confirm password'), 'Better-Pass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(screen.getByText('Enter your current password to change it.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    expect(callsTo('updateProfile')).toEqual([]);
  });

  it('marks the current password when the server says it is wrong', async () => {
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await user.type(await screen.findByLabelText('Current password'), 'not-it-1');
    await user.type(screen.getByLabelText('New password'), 'Better-Pass1');
    await user.type(screen.getByLabelText('Confirm password'), 'Better-Pass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('also deletes the API tokens with a new password only when the box is ticked', async () => {
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    const revoke = (await screen.findByLabelText('Also delete my API tokens')) as HTMLInputElement;
    expect(revoke.checked).toBe(false);
    await user.click(revoke);
    await user.type(screen.getByLabelText('Current password'), TEST_PASSWORD);
    await user.type(screen.getByLabelText('New password'), 'Better-Pass1');
    await user.type(screen.getByLabelText('Confirm password'), 'Better-Pass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Your password was changed.')).toBeTruthy();
    expect(callsTo('updateProfile')).toEqual([
      { currentPassword: TEST_PASSWORD, newPassword: 'Better-Pass1', revokeApiTokens: true },
    ]);
    expect(revoke.checked).toBe(false);
  });

  it("lets account admins change the account's company and address", async () => {
    const { user } = renderApp('/account/profile', { profile: adminProfile() });

    await replace(user, await screen.findByLabelText('City'), 'Salem');
    await user.click(section('Account').getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The account was saved.')).toBeTruthy();
    expect(callsTo('updateProfile')).toEqual([
      { company: 'Uma Widgets', address: '1 Main St', city: 'Salem', state: 'OR', zip: '97201' },
    ]);
    expect(detail('Account', 'Account number')).toBe('1001');
  });

  it('links to the API tokens', async () => {
    renderApp('/account/profile', { profile: userProfile() });

    expect((await screen.findByRole('link', { name: 'Manage API tokens' })).getAttribute('href')).toBe(
      '/account/api-tokens',
    );
  });
});
