import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, WEB_SESSION } from '../../../../platform/http/openapi-helpers.ts';

export const SignedInSession = z
  .object({
    id: z.number().int(),
    device: z.string().describe('Browser and system read from the User-Agent, e.g. "Firefox on Windows".'),
    userAgent: z.string().nullable(),
    ip: z
      .string()
      .nullable()
      .describe('The address it signed in from (or last confirmed the password from).'),
    signedInAt: z.string().datetime(),
    lastSeenAt: z.string().datetime().describe('Updated at most once a minute.'),
    current: z.boolean().describe('This browser: the session of the calling cookie.'),
  })
  .openapi('SignedInSession', {
    example: {
      id: 41,
      device: 'Firefox on Windows',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      ip: '203.0.113.7',
      signedInAt: '2026-11-22T09:00:00.000Z',
      lastSeenAt: '2026-11-22T11:58:00.000Z',
      current: true,
    },
  });

const sessionOnly = 'Only from a signed-in web session; API tokens are listed on their own page.';

export const listSessions = createRoute({
  method: 'get',
  path: '/api/sessions',
  tags: ['Session'],
  operationId: 'listSessions',
  security: WEB_SESSION,
  summary: 'Your signed-in sessions (browsers), in every account',
  description: `Active sessions of the caller's user, most recently seen first; never their tokens. ${sessionOnly}`,
  responses: {
    200: jsonResponse(
      z.object({ data: z.array(SignedInSession), total: z.number().int() }).openapi('SignedInSessionList'),
      'The sessions.',
    ),
    ...errorResponses(401, 403),
  },
});

export const revokeSession = createRoute({
  method: 'delete',
  path: '/api/sessions/{id}',
  tags: ['Session'],
  operationId: 'revokeSession',
  security: WEB_SESSION,
  summary: 'Sign one of your sessions out',
  description: `The session ends at once. Revoking the current one signs this browser out (the cookie is cleared). Another user's session answers 404. ${sessionOnly}`,
  request: { params: z.object({ id: z.coerce.number().int().positive().openapi({ example: 41 }) }) },
  responses: {
    204: { description: 'Signed out.' },
    ...errorResponses(400, 401, 403, 404),
  },
});
