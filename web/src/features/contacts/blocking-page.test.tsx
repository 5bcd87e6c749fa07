import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { contact, contactBackend } from '../../../test/msw/contact-handlers.ts';
import { callsTo } from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const listQueries = () => callsTo('listContacts') as URLSearchParams[];

describe('Blocking page', () => {
  it("lists only the blocked numbers, and says 'No blocked numbers.' when there are none", async () => {
    renderApp('/account/blocking', { profile: adminProfile() });

    expect(await screen.findByText('No blocked numbers.')).toBeTruthy();
    expect(listQueries()[0]?.get('blocked')).toBe('Y');
  });

  it('shows each blocked number formatted, with its contact name', async () => {
    contactBackend.contacts = [
      contact({ name: 'Spam Co', callerId: '+13102340199', blocked: 'Y' }),
      contact({ name: 'Ann', callerId: '+12012345678', blocked: 'N' }),
    ];
    renderApp('/account/blocking', { profile: adminProfile() });

    const table = await screen.findByRole('table', { name: 'Blocked numbers' });
    expect(within(table).getByRole('rowheader', { name: '(310) 234-0199' })).toBeTruthy();
    expect(within(table).getByText('Spam Co')).toBeTruthy();
    expect(within(table).queryByText('Ann')).toBeNull();
  });

  it('blocks a typed number, checking it is a valid number first', async () => {
    const { user } = renderApp('/account/blocking', { profile: adminProfile() });
    await screen.findByText('No blocked numbers.');

    await user.type(screen.getByLabelText('Number to block'), '12');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Enter a valid phone number.')).toBeTruthy();
    expect(callsTo('setContactBlocked')).toEqual([]);

    await user.clear(screen.getByLabelText('Number to block'));
    await user.type(screen.getByLabelText('Number to block'), '+13102340199');
    await user.click(screen.getByRole('button', { name: 'Block' }));

    expect(await screen.findByRole('rowheader', { name: '(310) 234-0199' })).toBeTruthy();
    expect(callsTo('setContactBlocked')).toEqual([{ callerId: '+13102340199', blocked: 'Y' }]);
    expect((screen.getByLabelText('Number to block') as HTMLInputElement).value).toBe('');
  });

  it('shows the server refusing a number beside the field, not in a dialog', async () => {
    contactBackend.nextError = {
      status: 400,
      body: {
        name: 'ValidationError',
        code: 'validation',
        message: 'Invalid input.',
        errors: { callerId: 'Enter a valid phone number.' },
      },
    };
    const { user } = renderApp('/account/blocking', { profile: adminProfile() });
    await screen.findByText('No blocked numbers.');

    await user.type(screen.getByLabelText('Number to block'), '+13102340199');
    await user.click(screen.getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Enter a valid phone number.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });

  it('unblocks a number', async () => {
    contactBackend.contacts = [contact({ name: 'Spam Co', callerId: '+13102340199', blocked: 'Y' })];
    const { user } = renderApp('/account/blocking', { profile: adminProfile() });

    await user.click(await screen.findByRole('button', { name: 'Unblock (310) 234-0199' }));

    expect(await screen.findByText('No blocked numbers.')).toBeTruthy();
    expect(callsTo('setContactBlocked')).toEqual([{ callerId: '+13102340199', blocked: 'N' }]);
  });

  it('sends members who are not admins to their profile', async () => {
    const { router } = renderApp('/account/blocking', { profile: userProfile() });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
  });
});
