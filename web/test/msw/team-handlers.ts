import {
  type AccountInvitation,
  adminCount,
  backend,
  http,
  LAST_ADMIN_MESSAGE,
  newId,
  notSignedIn,
  page,
} from './backend.ts';

const invitationGone = {
  name: 'Gone',
  code: 'accounts.invitation_invalid',
  message: 'This invitation is no longer valid. Ask the account’s admin to invite you again.',
};

/** The fake account-team API: account users and invitations. */
export const teamHandlers = [
  http.get('/api/account-users', ({ query, response }) =>
    response(200).json(page(backend.accountUsers, query)),
  ),

  http.post('/api/account-users', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'inviteAccountUser', body });
    if (backend.accountUsers.some((user) => user.email === body.email.toLowerCase())) {
      return response(409).json({
        name: 'ConflictError',
        code: 'accounts.already_member',
        message: 'That person already uses this account.',
        errors: { email: 'That person already uses this account.' },
      });
    }
    const invited: AccountInvitation = {
      id: newId(),
      email: body.email.toLowerCase(),
      firstName: body.firstName,
      lastName: body.lastName,
      role: body.role,
      status: 'pending',
      createdAt: '2030-01-01T00:00:00.000Z',
      expiresAt: '2030-01-08T00:00:00.000Z',
    };
    backend.accountInvitations = [
      invited,
      ...backend.accountInvitations.filter((i) => i.email !== invited.email),
    ];
    return response(201).json(invited);
  }),

  http.get('/api/account-invitations', ({ query, response }) =>
    response(200).json(page(backend.accountInvitations, query)),
  ),

  http.delete('/api/account-invitations/{id}', ({ params, response }) => {
    backend.calls.push({ operation: 'cancelAccountInvitation', body: Number(params.id) });
    backend.accountInvitations = backend.accountInvitations.filter((i) => i.id !== Number(params.id));
    return response(204).empty();
  }),

  http.get('/api/invitations', ({ response }) => {
    if (!backend.profile.isLoggedIn) return response(401).json(notSignedIn);
    return response(200).json({ data: backend.myInvitations });
  }),

  http.post('/api/invitations/{id}/accept', ({ params, response }) => {
    backend.calls.push({ operation: 'acceptMyInvitation', body: Number(params.id) });
    const invitation = backend.myInvitations.find((i) => i.id === Number(params.id));
    if (!invitation)
      return response(404).json({ name: 'NotFound', code: 'x', message: 'No such invitation.' });
    backend.myInvitations = backend.myInvitations.filter((i) => i !== invitation);
    const email = backend.profile.userInfo?.email ?? '';
    return response(200).json({ ...invitation, email, createdLogin: false });
  }),

  http.get('/api/invitation-links/{token}', ({ params, response }) => {
    const link = backend.invitationLinks.get(params.token);
    if (!link) return response(410).json(invitationGone);
    return response(200).json(link);
  }),

  http.post('/api/invitation-links/{token}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'acceptInvitationLink', body });
    const link = backend.invitationLinks.get(params.token);
    if (!link) return response(410).json(invitationGone);
    const signedInAs = backend.profile.isLoggedIn ? backend.profile.userInfo?.email : undefined;
    if (signedInAs && signedInAs !== link.email) {
      return response(403).json({
        name: 'Forbidden',
        code: 'accounts.invitation_other_email',
        message: 'This invitation was sent to another email address: log in as that user to accept it.',
      });
    }
    if (!signedInAs && link.hasLogin) {
      return response(401).json({
        name: 'NotAuthenticated',
        code: 'accounts.invitation_login_required',
        message: `Log in as ${link.email} to accept this invitation.`,
      });
    }
    backend.invitationLinks.delete(params.token);
    return response(200).json({
      accountId: 40,
      company: link.company,
      email: link.email,
      createdLogin: !signedInAs,
    });
  }),

  http.patch('/api/account-users/{userId}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'updateAccountUser', body });
    const user = backend.accountUsers.find((u) => u.userId === Number(params.userId));
    if (!user) return response(404).json({ name: 'NotFoundError', code: 'x', message: 'No such user.' });
    if (user.role === 'admin' && body.role === 'user' && adminCount() === 1) {
      return response(422).json({
        name: 'RuleViolation',
        code: 'accounts.last_admin',
        message: LAST_ADMIN_MESSAGE,
      });
    }
    const updated = { ...user, ...body };
    backend.accountUsers = backend.accountUsers.map((u) => (u.userId === user.userId ? updated : u));
    return response(200).json(updated);
  }),

  http.delete('/api/account-users/{userId}', ({ params, response }) => {
    backend.calls.push({ operation: 'removeAccountUser', body: Number(params.userId) });
    const user = backend.accountUsers.find((u) => u.userId === Number(params.userId));
    if (!user) return response(404).json({ name: 'NotFoundError', code: 'x', message: 'No such user.' });
    if (user.role === 'admin' && adminCount() === 1) {
      return response(422).json({
        name: 'RuleViolation',
        code: 'accounts.last_admin',
        message: LAST_ADMIN_MESSAGE,
      });
    }
    backend.accountUsers = backend.accountUsers.filter((u) => u.userId !== user.userId);
    return response(204).empty();
  }),
];
