import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userProfile } from '../../../test/fixtures/profiles.ts';
import { backend, callsTo, type SignedInSession } from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const session = (overrides: Partial<SignedInSession>): SignedInSession => ({
  id: 1,
  device: 'Firefox on Windows',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  ip: '203.0.113.7',
  signedInAt: new Date(Date.now() - 3_600_000).toISOString(),
  lastSeenAt: new Date(Date.now() - 60_000).toISOString(),
  current: false,
  ...overrides,
});

const devices = () => within(screen.getByRole('region', { name: 'Signed-in devices' }));

describe('signed-in devices on the profile', () => {
  it('lists each device with its address and last activity, and marks this one', async () => {
    backend.sessions = [
      session({ id: 1, current: true }),
      session({ id: 2, device: 'Safari on iPhone', ip: '198.51.100.4' }),
    ];
    renderApp('/account/profile', { profile: userProfile() });

    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const [here, phone] = within(list).getAllByRole('listitem');
    expect(within(here!).getByText('Firefox on Windows')).toBeTruthy();
    expect(within(here!).getByText('This device')).toBeTruthy();
    expect(here!.textContent).toContain('203.0.113.7 · Last active');
    expect(within(here!).getByRole('time')).toBeTruthy();
    expect(within(phone!).getByText('Safari on iPhone')).toBeTruthy();
    expect(within(phone!).queryByText('This device')).toBeNull();
  });

  it('signs another device out after a confirmation, from the keyboard', async () => {
    backend.sessions = [session({ id: 1, current: true }), session({ id: 2, device: 'Safari on iPhone' })];
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    const button = await screen.findByRole('button', { name: 'Sign out Safari on iPhone' });
    button.focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Sign out' });
    expect(confirm.textContent).toContain('Sign out Safari on iPhone (203.0.113.7)?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Safari on iPhone was signed out.')).toBeTruthy();
    expect(callsTo('revokeSession')).toEqual([2]);
    expect(devices().queryByText('Safari on iPhone', { selector: '.item-list__title' })).toBeNull();
    expect(backend.profile.isLoggedIn).toBe(true);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    backend.sessions = [session({ id: 1, current: true }), session({ id: 2, device: 'Safari on iPhone' })];
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(callsTo('revokeSession')).toEqual([]);
    expect(devices().getByText('Safari on iPhone')).toBeTruthy();
  });

  it('warns that signing this device out logs the user out here', async () => {
    backend.sessions = [session({ id: 1, current: true })];
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Sign out this device' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Sign out' });
    expect(confirm.textContent).toContain('Sign out on this device? You will need to log in again here.');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(callsTo('revokeSession')).toEqual([1]);
    expect(backend.profile.isLoggedIn).toBe(false);
  });

  it('says so when the device was already signed out, and refreshes the list', async () => {
    backend.sessions = [session({ id: 1, current: true }), session({ id: 2, device: 'Safari on iPhone' })];
    const { user } = renderApp('/account/profile', { profile: userProfile() });

    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    backend.sessions = backend.sessions.filter((s) => s.id !== 2);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));

    expect((await devices().findByRole('alert')).textContent).toBe(
      'Safari on iPhone was already signed out.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect.poll(() => devices().queryAllByRole('listitem').length).toBe(1);
  });
});
