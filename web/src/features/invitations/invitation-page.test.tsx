import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import type { InvitationLink, ReceivedInvitation } from '../../../test/msw/handlers.ts';
import { backend, callsTo, http } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { expectShownOnceInline } from '../../../test/shown-once.ts';

function link(overrides: Partial<InvitationLink> = {}): InvitationLink {
  return {
    company: 'Acme Parking Co',
    role: 'user',
    email: 'uma@example.com',
    invitedBy: 'Ada Admin',
    expiresAt: new Date(Date.now() + 5 * 24 * 3600_000).toISOString(),
    hasLogin: true,
    ...overrides,
  };
}

describe('invitation link page', () => {
  it('lets the invitee signed in as the invited email accept with one button', async () => {
    backend.invitationLinks.set('tok1', link());
    const { user } = renderApp('/invitation/tok1', { profile: userProfile() });

    expect(await screen.findByText(/Ada Admin invited/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    expect(await screen.findByText(/You joined Acme Parking Co\./)).toBeTruthy();
    expect(callsTo('acceptInvitationLink')).toEqual([{}]);
  });

  it('asks someone with a login who is not signed in to log in first, and comes back here after', async () => {
    backend.invitationLinks.set('tok2', link());
    renderApp('/invitation/tok2', { profile: guestProfile() });

    const login = await screen.findByRole('link', { name: 'Log in to accept' });
    expect(login.getAttribute('href')).toBe('/login?post_login_url=/invitation/tok2');
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  it('tells someone signed in as another user to log in as the invited email', async () => {
    backend.invitationLinks.set('tok3', link({ email: 'other@example.com' }));
    renderApp('/invitation/tok3', { profile: userProfile() });

    expect(
      await screen.findByText(
        'You are logged in as uma@example.com. Log out, then log in as other@example.com to accept this invitation.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  it('lets a new person choose a password, checked before sending, then points to the login', async () => {
    backend.invitationLinks.set('tok4', link({ email: 'new@example.com', hasLogin: false }));
    const { user } = renderApp('/invitation/tok4', { profile: guestProfile() });

    await user.click(await screen.findByRole('button', { name: 'Accept and Create Login' }));
    expect(screen.getByText('Password is empty.')).toBeTruthy();
    expect(screen.getByText('Confirm password is empty.')).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'Better-Pass1');
    await user.type(screen.getByLabelText('Confirm password'), 'Better-Pass2');
    await user.click(screen.getByRole('button', { name: 'Accept and Create Login' }));
    expect(screen.getByText("Password and Confirm password don't match.")).toBeTruthy();
    expect(callsTo('acceptInvitationLink')).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Better-Pass1');
    await user.click(screen.getByRole('button', { name: 'Accept and Create Login' }));

    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('Your login was created and you joined Acme Parking Co.');
    expect(within(done).getByRole('link', { name: 'Log in as new@example.com' })).toBeTruthy();
    expect(callsTo('acceptInvitationLink')).toEqual([
      { password: 'Better-Pass1', confirmPassword: 'Better-Pass1' },
    ]);
  });

  it('says when the link is no longer valid', async () => {
    renderApp('/invitation/spent', { profile: guestProfile() });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation is no longer valid. Ask the account’s admin to invite you again.',
    );
  });
});

describe('my invitations page', () => {
  const invitation: ReceivedInvitation = {
    id: 12,
    accountId: 40,
    company: 'Acme Parking Co',
    role: 'admin',
    invitedBy: 'Ada Admin',
    expiresAt: new Date(Date.now() + 5 * 24 * 3600_000).toISOString(),
  };

  it('lists the invitations waiting for the user and accepts one', async () => {
    backend.myInvitations = [invitation];
    const { user } = renderApp('/account/invitations', { profile: userProfile() });

    const list = within(await screen.findByRole('list', { name: 'Invitations' }));
    expect(list.getByText(/Ada Admin invited you as an admin/)).toBeTruthy();
    await user.click(list.getByRole('button', { name: 'Accept the invitation to Acme Parking Co' }));

    expect(
      await screen.findByText('You joined Acme Parking Co. Switch to it from the account menu.'),
    ).toBeTruthy();
    expect(callsTo('acceptMyInvitation')).toEqual([12]);
    expect(await screen.findByText('You have no open invitations.')).toBeTruthy();
  });

  it("shows a failed load of the list once, with the server's message, and not also in the Error dialog", async () => {
    const refusal = 'The list cannot be read right now.';
    server.use(
      http.get('/api/invitations', ({ response }) =>
        response(403).json({ name: 'Forbidden', code: 'forbidden', message: refusal }),
      ),
    );
    renderApp('/account/invitations', { profile: userProfile() });

    await expectShownOnceInline(refusal);
  });
});
