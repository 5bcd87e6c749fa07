import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  OPTIONAL_SESSION,
  pagingQuery,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';

const Role = z.enum(['admin', 'user']);

export const AccountInvitation = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string().describe('As the admin typed it, not the invitee’s own profile.'),
    lastName: z.string().describe('As the admin typed it, not the invitee’s own profile.'),
    role: Role,
    status: z
      .enum(['pending', 'expired', 'accepted'])
      .describe('Pending until the invitee accepts; expired after 7 days.'),
    createdAt: z.string().datetime(),
    expiresAt: z.string().datetime(),
  })
  .openapi('AccountInvitation', {
    example: {
      id: 12,
      email: 'bob@example.com',
      firstName: 'Bob',
      lastName: 'Ng',
      role: 'user',
      status: 'pending',
      createdAt: '2026-11-22T12:00:00.000Z',
      expiresAt: '2026-11-29T12:00:00.000Z',
    },
  });

const ReceivedInvitation = z
  .object({
    id: z.number().int(),
    accountId: z.number().int(),
    company: z.string(),
    role: Role,
    invitedBy: z.string().describe('The name of the admin who invited you.'),
    expiresAt: z.string().datetime(),
  })
  .openapi('ReceivedInvitation', {
    example: {
      id: 12,
      accountId: 40,
      company: 'Acme Parking Co',
      role: 'user',
      invitedBy: 'Ada Admin',
      expiresAt: '2026-11-29T12:00:00.000Z',
    },
  });

const AcceptedInvitation = z
  .object({
    accountId: z.number().int(),
    company: z.string(),
    email: z.string(),
    createdLogin: z.boolean().describe('True when accepting created your login: log in next.'),
  })
  .openapi('AcceptedInvitation', {
    example: { accountId: 40, company: 'Acme Parking Co', email: 'bob@example.com', createdLogin: false },
  });

const InvitationId = z.object({ id: z.coerce.number().int().positive().openapi({ example: 12 }) });
const InvitationToken = z.object({
  token: z.string().min(1).max(200).openapi({ example: 'q2V1b3hJc0RrT2pVZk1lTnRYbUx4a0pZcE5RbHd4' }),
});
export const SESSION_ADMINS_ONLY = 'Account admins only, from a signed-in web session (API tokens get 403).';

export const listAccountInvitations = createRoute({
  method: 'get',
  path: '/api/account-invitations',
  tags: ['Account users'],
  operationId: 'listAccountInvitations',
  security: WEB_SESSION,
  summary: 'This account’s invitations nobody accepted yet',
  description: `Pending and expired invitations, newest first; accepted ones appear as users. ${SESSION_ADMINS_ONLY}`,
  request: { query: pagingQuery() },
  responses: {
    200: jsonResponse(listOf(AccountInvitation, 'AccountInvitationList'), 'The invitations.'),
    ...errorResponses(400, 401, 403),
  },
});

export const cancelAccountInvitation = createRoute({
  method: 'delete',
  path: '/api/account-invitations/{id}',
  tags: ['Account users'],
  operationId: 'cancelAccountInvitation',
  security: WEB_SESSION,
  summary: 'Cancel an invitation',
  description: `Its link stops working at once. ${SESSION_ADMINS_ONLY}`,
  request: { params: InvitationId },
  responses: { 204: { description: 'Cancelled.' }, ...errorResponses(400, 401, 403, 404) },
});

export const listMyInvitations = createRoute({
  method: 'get',
  path: '/api/invitations',
  tags: ['Account users'],
  operationId: 'listMyInvitations',
  security: WEB_SESSION,
  summary: 'Invitations to other accounts waiting for you',
  description: 'Open invitations sent to your email. From a signed-in web session only.',
  responses: {
    200: jsonResponse(
      z.object({ data: z.array(ReceivedInvitation) }).openapi('ReceivedInvitationList'),
      'Your open invitations.',
    ),
    ...errorResponses(401, 403),
  },
});

export const acceptMyInvitation = createRoute({
  method: 'post',
  path: '/api/invitations/{id}/accept',
  tags: ['Account users'],
  operationId: 'acceptMyInvitation',
  security: WEB_SESSION,
  summary: 'Accept an invitation sent to your email',
  description: 'You join the account with the invited role. From a signed-in web session only.',
  request: { params: InvitationId },
  responses: {
    200: jsonResponse(AcceptedInvitation, 'You are in the account now.'),
    ...errorResponses(400, 401, 403, 404, 410),
  },
});

export const getInvitationLink = createRoute({
  method: 'get',
  path: '/api/invitation-links/{token}',
  tags: ['Account users'],
  operationId: 'getInvitationLink',
  security: OPTIONAL_SESSION,
  summary: 'What a mailed invitation link offers',
  description:
    'The account, role, inviting admin and expiry, and whether the invited email already has a login (then log in to accept; otherwise choose a password). 410 once the link is accepted, cancelled, replaced or expired.',
  request: { params: InvitationToken },
  responses: {
    200: jsonResponse(
      z
        .object({
          company: z.string(),
          role: Role,
          email: z.string(),
          invitedBy: z.string(),
          expiresAt: z.string().datetime(),
          hasLogin: z.boolean(),
        })
        .openapi('InvitationLink', {
          example: {
            company: 'Acme Parking Co',
            role: 'user',
            email: 'bob@example.com',
            invitedBy: 'Ada Admin',
            expiresAt: '2026-11-29T12:00:00.000Z',
            hasLogin: true,
          },
        }),
      'The invitation.',
    ),
    ...errorResponses(400, 410, 429),
  },
});

export const acceptInvitationLink = createRoute({
  method: 'post',
  path: '/api/invitation-links/{token}',
  tags: ['Account users'],
  operationId: 'acceptInvitationLink',
  security: OPTIONAL_SESSION,
  summary: 'Accept a mailed invitation',
  description:
    'Signed in as the invited email: joins at once (any other user gets 403). Not signed in: a new person sends a password (and its confirmation) to create their login; an email that already has a login gets 401 and logs in first.',
  request: {
    params: InvitationToken,
    body: jsonBody(
      z
        .object({
          password: z.string().max(256).optional(),
          confirmPassword: z.string().max(256).optional(),
        })
        .openapi('AcceptInvitationRequest', {
          example: { password: 'Correct-Horse-9', confirmPassword: 'Correct-Horse-9' },
        }),
    ),
  },
  responses: {
    200: jsonResponse(AcceptedInvitation, 'Accepted.'),
    ...errorResponses(400, 401, 403, 410, 415, 429),
  },
});
