import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  OPTIONAL_SESSION,
  PUBLIC_ACCESS,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';

export const MfaMethodOption = z
  .object({
    mfaMethodId: z.number().int(),
    type: z.enum(['email', 'sms', 'totp']),
    data: z.string().describe('Masked address or number, or the authenticator label.'),
  })
  .openapi('MfaMethodOption', { example: { mfaMethodId: 12, type: 'email', data: 'a****@numberyard.test' } });

export const LoginBody = z
  .object({
    email: z.string().trim().min(1, 'Email is required.').max(254).email('Enter a valid email address.'),
    password: z.string().min(1, 'Password is required.').max(256),
    remember: z.boolean().default(false),
    recaptchaToken: z.string().max(4096).optional(),
    mfaMethodId: z.number().int().positive().optional(),
    mfaCode: z.string().trim().max(10, 'The code is at most 10 characters.').optional(),
  })
  .openapi('LoginRequest', {
    example: { email: 'admin@numberyard.test', password: 'Numberyard1', remember: false },
  });

export const SwitchAccountBody = z
  .object({ accountId: z.number().int().positive(), userId: z.number().int().positive().optional() })
  .openapi('SwitchAccountRequest', { example: { accountId: 7 } });

export const SessionResult = z
  .object({
    result: z.enum(['success', 'mfaRequired', 'mfaSent']),
    isMfaRequired: z.boolean(),
    mfaMethods: z.array(MfaMethodOption).optional(),
    mfaMethod: MfaMethodOption.optional(),
    mfaError: z.string().optional(),
    postLoginUrl: z.string().optional(),
    accountId: z.number().int().optional(),
    expireDate: z.string().datetime().optional(),
  })
  .openapi('SessionResult', {
    example: {
      result: 'success',
      isMfaRequired: false,
      postLoginUrl: '/account/numbers',
      expireDate: '2026-11-22T14:00:00.000Z',
    },
  });

export const logIn = createRoute({
  method: 'post',
  path: '/api/session',
  tags: ['Session'],
  operationId: 'login',
  security: OPTIONAL_SESSION,
  summary: 'Sign in (with MFA steps), or switch account with ?switchAccount=true',
  description: [
    'Sign-in: send email and password. If the user has MFA the answer is `result: mfaRequired` with `mfaMethods`;',
    'with one method the code is sent at once (`mfaSent`). Send again with `mfaMethodId` to have a code sent, then',
    'with `mfaMethodId` and `mfaCode` to finish. A wrong or expired code answers `mfaError`. On success the HttpOnly',
    'session cookie is set. `remember` keeps it for 30 days, otherwise 2 hours idle and 12 hours at most.',
    'With `?switchAccount=true` the body is `{ accountId }` and the signed-in user moves to that account (one they belong to);',
    'the session cookie is set again with a new token. Signing in ends the session of the cookie it replaces.',
    'Rate limited per IP and per email.',
  ].join(' '),
  request: {
    query: z.object({ switchAccount: z.enum(['true', 'false']).optional() }),
    body: jsonBody(z.union([LoginBody, SwitchAccountBody])),
  },
  responses: {
    200: jsonResponse(SessionResult, 'Signed in, switched, or the next MFA step.'),
    ...errorResponses(400, 401, 403, 415, 429),
  },
});

export const InitiateMfaBody = z
  .object({
    mfaMethodId: z.number().int().positive(),
    token: z.string().min(1).max(128).describe('The password-recovery token the code is for.'),
    recaptchaToken: z.string().max(4096).optional(),
  })
  .openapi('InitiateMfaRequest');

export const initiateMfa = createRoute({
  method: 'post',
  path: '/api/initiateMfa',
  tags: ['Session'],
  operationId: 'initiateMfa',
  security: PUBLIC_ACCESS,
  summary: 'Send an MFA code for a password recovery',
  description: 'Sends a code to the chosen method of the user the recovery token belongs to. Rate limited.',
  request: { body: jsonBody(InitiateMfaBody) },
  responses: {
    200: jsonResponse(
      z
        .object({ mfaMethod: MfaMethodOption.optional(), mfaError: z.string().optional() })
        .openapi('InitiateMfaResult'),
      'The code was sent (or `mfaError` says why not).',
    ),
    ...errorResponses(400, 404, 410, 429),
  },
});

export const openSessionFromToken = createRoute({
  method: 'get',
  path: '/api/session/{token}',
  tags: ['Session'],
  operationId: 'openSessionFromToken',
  security: PUBLIC_ACCESS,
  summary: 'Exchange a one-time login token for a session',
  description:
    'Used after checkout and offers: the single-use token (valid 10 minutes) becomes a session cookie. Such a ' +
    'session is not a recent sign-in: sensitive changes ask for the password first. Of two uses of one token, ' +
    'exactly one succeeds.',
  request: { params: z.object({ token: z.string().min(16).max(128) }) },
  responses: { 200: jsonResponse(SessionResult, 'Signed in.'), ...errorResponses(400, 401, 429) },
});

export const logOut = createRoute({
  method: 'delete',
  path: '/api/session/{token}',
  tags: ['Session'],
  operationId: 'logout',
  security: PUBLIC_ACCESS,
  summary: 'Sign out',
  description: 'Deletes the session. The web passes `current` for the session of its own cookie.',
  request: { params: z.object({ token: z.string().min(1).max(128).openapi({ example: 'current' }) }) },
  responses: {
    204: { description: 'Signed out (also when the session had already ended).' },
    ...errorResponses(400),
  },
});

export const ReauthenticateResult = z
  .object({
    result: z.enum(['success', 'mfaRequired', 'mfaSent']),
    authenticatedAt: z.string().datetime().optional().describe('With `success`: the new proof of identity.'),
    mfaMethods: z.array(MfaMethodOption).optional(),
    mfaMethod: MfaMethodOption.optional(),
    mfaError: z.string().optional(),
  })
  .openapi('ReauthenticateResult', {
    example: { result: 'success', authenticatedAt: '2026-11-22T12:00:00.000Z' },
  });

export const reauthenticate = createRoute({
  method: 'post',
  path: '/api/session/reauthenticate',
  tags: ['Session'],
  operationId: 'reauthenticate',
  security: WEB_SESSION,
  summary: 'Confirm your password (and second factor) before a sensitive change',
  description: [
    'Changing the email, password or MFA methods (and later bank, tax and payout details) needs a sign-in within',
    'the last 15 minutes; this renews it. A user with MFA takes the same steps as sign-in: the password alone',
    'answers `mfaRequired` (or `mfaSent` with a single method); send the password again with `mfaMethodId`, then',
    'with `mfaMethodId` and `mfaCode`. On `success` the session cookie is set again with a new token: the old token',
    'stops working. A wrong password answers 400; a wrong code answers `mfaError`. Rate limited per user.',
  ].join(' '),
  request: {
    body: jsonBody(
      z
        .object({
          password: z.string().min(1, 'Password is required.').max(256),
          mfaMethodId: z.number().int().positive().optional(),
          mfaCode: z.string().trim().max(10, 'The code is at most 10 characters.').optional(),
        })
        .openapi('ReauthenticateRequest', { example: { password: 'Numberyard1' } }),
    ),
  },
  responses: {
    200: jsonResponse(ReauthenticateResult, 'Confirmed, or the next MFA step.'),
    ...errorResponses(400, 401, 403, 429),
  },
});
