import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  PUBLIC_ACCESS,
} from '../../../../platform/http/openapi-helpers.ts';
import { MfaMethodOption } from './session.contract.ts';

const RecoveryToken = z.string().min(16).max(128);

export const requestRecovery = createRoute({
  method: 'post',
  path: '/api/recover-password',
  tags: ['Password recovery'],
  operationId: 'requestPasswordRecovery',
  security: PUBLIC_ACCESS,
  summary: 'Email a password-reset link',
  description:
    'Always answers the same, whether or not an account has that email. The link is valid for one hour, once.',
  request: {
    body: jsonBody(
      z
        .object({
          email: z.string().trim().min(1, 'Email is required.').max(254).email('Invalid email address'),
          recaptchaToken: z.string().max(4096).optional(),
        })
        .openapi('RecoveryRequest', { example: { email: 'admin@numberyard.test' } }),
    ),
  },
  responses: {
    202: jsonResponse(z.object({ message: z.string() }).openapi('RecoveryRequested'), 'Accepted.'),
    ...errorResponses(400, 429),
  },
});

export const RecoveryState = z
  .object({ isValid: z.boolean(), token: z.string(), mfaMethods: z.array(MfaMethodOption) })
  .openapi('RecoveryState');

export const getRecovery = createRoute({
  method: 'get',
  path: '/api/recover-password/{token}',
  tags: ['Password recovery'],
  operationId: 'getPasswordRecovery',
  security: PUBLIC_ACCESS,
  summary: 'Is this reset link still valid, and does it need an MFA code?',
  description:
    'Answers `isValid: false` for unknown, used or expired tokens, and lists the MFA methods to choose from.',
  request: { params: z.object({ token: RecoveryToken }) },
  responses: { 200: jsonResponse(RecoveryState, 'The state of the link.'), ...errorResponses(400, 429) },
});

export const ResetPasswordBody = z
  .object({
    username: z.string().trim().max(254),
    password: z.string().max(256),
    confirmPassword: z.string().max(256).optional(),
    token: z.string().max(128).optional(),
    recaptchaToken: z.string().max(4096).optional(),
    mfaMethodId: z.number().int().positive().optional(),
    mfaCode: z.string().trim().max(10).optional(),
  })
  .openapi('ResetPasswordRequest', {
    example: {
      username: 'admin@numberyard.test',
      password: 'New-Password1',
      confirmPassword: 'New-Password1',
    },
  });

export const resetPassword = createRoute({
  method: 'patch',
  path: '/api/recover-password/{token}',
  tags: ['Password recovery'],
  operationId: 'resetPassword',
  security: PUBLIC_ACCESS,
  summary: 'Set a new password with a reset link',
  description:
    'Needs the account’s email as `username`, a password following the rule, and the MFA code when the user has MFA. Ends every session of the user.',
  request: { params: z.object({ token: RecoveryToken }), body: jsonBody(ResetPasswordBody) },
  responses: {
    200: jsonResponse(
      z.object({ success: z.literal(true) }).openapi('ResetPasswordResult'),
      'The password was changed.',
    ),
    ...errorResponses(400, 410, 429),
  },
});
