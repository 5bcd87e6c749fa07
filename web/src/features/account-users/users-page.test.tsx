import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, brandTwo } from '../../../test/fixtures/profiles.ts';
import type { AccountUser } from '../../../test/msw/handlers.ts';
import { backend, callsTo, http, LAST_ADMIN_MESSAGE } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { expectShownOnceInline } from '../../../test/shown-once.ts';

const brandTwoAdmin = () => adminProfile({ brandingId: 2, brand: brandTwo });

const ada: AccountUser = {
  userId: 502,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
  nickname: '',
  isCurrentUser: true,
};
const bob: AccountUser = {
  userId: 9,
  email: 'bob@example.com',
  firstName: 'Bob',
  lastName: 'Ng',
  role: 'user',
  nickname: '',
  isCurrentUser: false,
};

function usersList() {
  return within(screen.getByRole('list', { name: 'Users' }));
}

describe('users page', () => {
  it('lists the people in the account with their role', async () => {
    backend.accountUsers = [ada, bob];
    renderApp('/account/users', { profile: brandTwoAdmin() });

    await screen.findByRole('list', { name: 'Users' });
    expect((usersList().getByLabelText('Role of Ada Admin') as HTMLSelectElement).value).toBe('admin');
    expect((usersList().getByLabelText('Role of Bob Ng') as HTMLSelectElement).value).toBe('user');
    expect(usersList().getByText('(you)')).toBeTruthy();
  });

  it('invites someone by email, name and role', async () => {
    backend.accountUsers = [ada];
    const { user } = renderApp('/account/users', { profile: brandTwoAdmin() });

    await user.type(await screen.findByLabelText('Email'), 'cy@example.com');
    await user.type(screen.getByLabelText('First name'), 'Cy');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));

    expect(
      await screen.findByText('An invitation was sent to cy@example.com. They join once they accept it.'),
    ).toBeTruthy();
    expect(callsTo('inviteAccountUser')).toEqual([
      { email: 'cy@example.com', firstName: 'Cy', lastName: 'Lee', role: 'admin' },
    ]);
    const invitations = within(await screen.findByRole('list', { name: 'Invitations' }));
    expect(invitations.getByText('cy@example.com')).toBeTruthy();
    expect(invitations.getByText(/Pending · Admin/)).toBeTruthy();
    expect(usersList().queryByText('Cy Lee')).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('asks for the email and both names before inviting', async () => {
    const { user } = renderApp('/account/users', { profile: brandTwoAdmin() });

    await user.click(await screen.findByRole('button', { name: 'Send Invitation' }));

    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(callsTo('inviteAccountUser')).toEqual([]);
  });

  it('shows the server refusing to invite someone already in the account, beside the email', async () => {
    backend.accountUsers = [ada, bob];
    const { user } = renderApp('/account/users', { profile: brandTwoAdmin() });

    await user.type(await screen.findByLabelText('Email'), 'bob@example.com');
    await user.type(screen.getByLabelText('First name'), 'Bob');
    await user.type(screen.getByLabelText('Last name'), 'Ng');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));

    expect(await screen.findByText('That person already uses this account.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it("changes a user's role", async () => {
    backend.accountUsers = [ada, bob];
    const { user } = renderApp('/account/users', { profile: brandTwoAdmin() });

    await user.selectOptions(await screen.findByLabelText('Role of Bob Ng'), 'admin');

    expect(await screen.findByText('Bob Ng is now admin.')).toBeTruthy();
    expect(callsTo('updateAccountUser')).toEqual([{ role: 'admin' }]);
  });

  it("shows the server's refusal to demote the last admin, and keeps the role", async () => {
    backend.accountUsers = [ada, bob];
    const { user } = renderApp('/account/users', { profile: brandTwoAdmin() });

    await user.selectOptions(await screen.findByLabelText('Role of Ada Admin'), 'user');

    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog.textContent).toContain(LAST_ADMIN_MESSAGE);
    expect((screen.getByLabelText('Role of Ada Admin') as HTMLSelectElement).value).toBe('admin');
  });

  it("removes a user once confirmed, and shows the server's refusal to remove the last admin", async () => {
    backend.accountUsers = [ada, bob];
    const { user } = renderApp('/account/users', { profile: brandTwoAdmin() });

    await user.click(await screen.findByRole('button', { name: 'Remove Bob Ng' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Remove' });
    expect(confirm.textContent).toContain('Remove Bob Ng (bob@example.com) from this account?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bob Ng was removed from the account.')).toBeTruthy();
    expect(usersList().queryByText('Bob Ng')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Ada Admin' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect((await screen.findByRole('alertdialog', { name: 'Error' })).textContent).toContain(
      LAST_ADMIN_MESSAGE,
    );
    expect(callsTo('removeAccountUser')).toEqual([9, 502]);
  });

  it('lists pending and expired invitations and cancels one once confirmed', async () => {
    backend.accountUsers = [ada];
    backend.accountInvitations = [
      {
        id: 7,
        email: 'dee@example.com',
        firstName: 'Dee',
        lastName: 'Lo',
        role: 'user',
        status: 'pending',
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 6 * 24 * 3600_000).toISOString(),
      },
      {
        id: 8,
        email: 'old@example.com',
        firstName: 'Old',
        lastName: 'Timer',
        role: 'admin',
        status: 'expired',
        createdAt: new Date(Date.now() - 9 * 24 * 3600_000).toISOString(),
        expiresAt: new Date(Date.now() - 2 * 24 * 3600_000).toISOString(),
      },
    ];
    const { user } = renderApp('/account/users', { profile: brandTwoAdmin() });

    const invitations = within(await screen.findByRole('list', { name: 'Invitations' }));
    expect(invitations.getByText(/Pending · User/)).toBeTruthy();
    expect(invitations.getByText(/Expired · Admin/)).toBeTruthy();

    await user.click(invitations.getByRole('button', { name: 'Cancel the invitation to dee@example.com' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Cancel Invitation' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The invitation to dee@example.com was cancelled.')).toBeTruthy();
    expect(callsTo('cancelAccountInvitation')).toEqual([7]);
    expect(screen.getByRole('list', { name: 'Invitations' }).textContent).not.toContain('dee@example.com');
  });

  it("shows a failed load of the list once, with the server's message, and not also in the Error dialog", async () => {
    const refusal = 'Only account admins can see its users.';
    server.use(
      http.get('/api/account-users', ({ response }) =>
        response(403).json({ name: 'Forbidden', code: 'forbidden', message: refusal }),
      ),
    );
    renderApp('/account/users', { profile: brandTwoAdmin() });

    await expectShownOnceInline(refusal);
  });
});
