import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '../../../../platform/http/openapi-helpers.ts';

export const LoginBody = z
  .object({
    email: z.string().trim().min(1, 'Email is required.').max(254).email('Enter a valid email address.'),
    password: z.string().min(1, 'Password is required.').max(256),
    remember: z.boolean().default(false),
    recaptchaToken: z.string().max(4096).optional(),
  })
  .openapi('LoginRequest', {
    example: { email: 'admin@numberyard.test', password: 'Numberyard1', remember: false },
  });

export const LoginResult = z
  .object({
    result: z.literal('success'),
    postLoginUrl: z.string(),
    isMfaRequired: z.boolean(),
    expireDate: z.string().datetime(),
  })
  .openapi('LoginResult', {
    example: {
      result: 'success',
      postLoginUrl: '/account/numbers',
      isMfaRequired: false,
      expireDate: '2026-11-22T14:00:00.000Z',
    },
  });

const Brand = z
  .object({
    brandingId: z.number().int(),
    name: z.string(),
    domain: z.string(),
    logo: z.string(),
    stylesheet: z.string(),
    favicon: z.string(),
    defaultPlan: z.number().int(),
  })
  .openapi('Brand');

const Pricing = z
  .object({
    plans: z.record(
      z.string(),
      z.object({ id: z.number().int(), name: z.string(), mrc: z.number().int(), adminOnly: z.boolean() }),
    ),
    users: z.object({
      admin: z.object({ mrc: z.number().int() }),
      user: z.object({ mrc: z.number().int() }),
    }),
    fees: z.object({ lnp: z.number().int(), transfer: z.number().int() }),
  })
  .openapi('PricingSummary');

export const Profile = z
  .object({
    isLoggedIn: z.boolean(),
    role: z.enum(['guest', 'user', 'admin']),
    roles: z.array(z.string()),
    adminUser: z.boolean(),
    isEmployee: z.boolean(),
    brandingId: z.number().int(),
    brand: Brand,
    basketUuid: z.string().nullable(),
    accountId: z.number().int().nullable(),
    accountBalance: z.number().int().describe('Cents.'),
    creditLimit: z.number().int().describe('Cents.'),
    paymentMethod: z.null(),
    userInfo: z
      .object({ userId: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() })
      .nullable(),
    accountInfo: z
      .object({
        company: z.string(),
        address: z.string(),
        city: z.string(),
        state: z.string(),
        zip: z.string(),
        anniversaryDate: z.string().nullable(),
        sellersAdmin: z.enum(['Y', 'N']),
      })
      .nullable(),
    accounts: z.array(
      z.object({
        accountId: z.number().int(),
        nickname: z.string(),
        company: z.string(),
        name: z.string(),
        brandingId: z.number().int(),
        role: z.enum(['admin', 'user']),
        currentAccount: z.boolean(),
      }),
    ),
    pricing: Pricing,
  })
  .openapi('Profile');

export const logIn = createRoute({
  method: 'post',
  path: '/api/session',
  tags: ['Session'],
  operationId: 'login',
  summary: 'Sign in with email and password',
  description:
    'Starts a web session and sets its HttpOnly cookie. `remember` keeps it for 30 days; otherwise it ends after 2 hours idle or 12 hours. Rate limited.',
  request: { body: jsonBody(LoginBody) },
  responses: {
    200: jsonResponse(LoginResult, 'Signed in; the session cookie is set.'),
    ...errorResponses(400, 401, 403, 415, 429),
  },
});

export const logOut = createRoute({
  method: 'delete',
  path: '/api/session/{token}',
  tags: ['Session'],
  operationId: 'logout',
  summary: 'Sign out',
  description: 'Deletes the session. The web passes `current` for the session of its own cookie.',
  request: { params: z.object({ token: z.string().min(1).max(128).openapi({ example: 'current' }) }) },
  responses: {
    204: { description: 'Signed out (also when the session had already ended).' },
    ...errorResponses(400),
  },
});

export const getProfile = createRoute({
  method: 'get',
  path: '/api/profile',
  tags: ['Session'],
  operationId: 'getProfile',
  summary: 'The caller’s profile: role, brand, account and pricing',
  description:
    'Answers for guests too (`isLoggedIn: false`, role `guest`) with the brand of the host and its pricing.',
  responses: { 200: jsonResponse(Profile, 'The profile.') },
});
