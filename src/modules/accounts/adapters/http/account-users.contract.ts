import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  pagingQuery,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { AccountInvitation, SESSION_ADMINS_ONLY as adminsOnly } from './invitations.contract.ts';
import { PersonName } from './profile.contract.ts';

export const AccountUser = z
  .object({
    userId: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(['admin', 'user']),
    nickname: z.string(),
    isCurrentUser: z.boolean(),
  })
  .openapi('AccountUser', {
    example: {
      userId: 9,
      email: 'bob@example.com',
      firstName: 'Bob',
      lastName: 'Ng',
      role: 'user',
      nickname: '',
      isCurrentUser: false,
    },
  });

const UserId = z.object({ userId: z.coerce.number().int().positive().openapi({ example: 9 }) });

export const listAccountUsers = createRoute({
  method: 'get',
  path: '/api/account-users',
  tags: ['Account users'],
  operationId: 'listAccountUsers',
  security: WEB_SESSION,
  summary: 'The users of this account',
  description: `Everyone with access to the account and their role. ${adminsOnly}`,
  request: { query: pagingQuery() },
  responses: {
    200: jsonResponse(listOf(AccountUser, 'AccountUserList'), 'The users.'),
    ...errorResponses(400, 401, 403),
  },
});

export const inviteAccountUser = createRoute({
  method: 'post',
  path: '/api/account-users',
  tags: ['Account users'],
  operationId: 'inviteAccountUser',
  security: WEB_SESSION,
  summary: 'Invite someone to this account by email (pending until they accept)',
  description: `Mails the email a link (valid 7 days) to accept; nobody joins until they accept (a new person chooses a password then). The answer is the same whether or not the email has a login, and shows only what you typed. Inviting the same email again replaces the earlier link. 409 only for someone already in this account. ${adminsOnly}`,
  request: {
    body: jsonBody(
      z
        .object({
          email: z.string().trim().min(1, 'Email is required').max(80).email('Invalid email address'),
          firstName: PersonName('First name'),
          lastName: PersonName('Last name'),
          role: z.enum(['admin', 'user']).default('user'),
        })
        .openapi('InviteAccountUserRequest', {
          example: { email: 'bob@example.com', firstName: 'Bob', lastName: 'Ng', role: 'user' },
        }),
    ),
  },
  responses: {
    201: jsonResponse(AccountInvitation, 'The pending invitation.'),
    ...errorResponses(400, 401, 403, 409, 415, 429),
  },
});

export const updateAccountUser = createRoute({
  method: 'patch',
  path: '/api/account-users/{userId}',
  tags: ['Account users'],
  operationId: 'updateAccountUser',
  security: WEB_SESSION,
  summary: 'Change a user’s role or nickname in this account',
  description: `The last admin cannot be made a user. ${adminsOnly}`,
  request: {
    params: UserId,
    body: jsonBody(
      z
        .object({
          role: z.enum(['admin', 'user']).optional(),
          nickname: z.string().trim().max(100).optional(),
        })
        .openapi('UpdateAccountUserRequest', { example: { role: 'admin' } }),
    ),
  },
  responses: { 200: jsonResponse(AccountUser, 'Updated.'), ...errorResponses(400, 401, 403, 404, 415, 422) },
});

export const removeAccountUser = createRoute({
  method: 'delete',
  path: '/api/account-users/{userId}',
  tags: ['Account users'],
  operationId: 'removeAccountUser',
  security: WEB_SESSION,
  summary: 'Remove a user from this account',
  description: `They lose access at once (their sessions in this account end). The last admin cannot be removed. ${adminsOnly}`,
  request: { params: UserId },
  responses: { 204: { description: 'Removed.' }, ...errorResponses(400, 401, 403, 404, 422) },
});
