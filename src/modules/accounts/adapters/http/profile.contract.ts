import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  OPTIONAL_SIGN_IN,
  PUBLIC_ACCESS,
  SIGNED_IN,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { PERSON_NAME_MAX, personNameMessages } from '../../../../shared/person-name.ts';

const Brand = z
  .object({
    brandingId: z.number().int(),
    name: z.string(),
    domain: z.string(),
    logo: z.string(),
    stylesheet: z.string(),
    favicon: z.string(),
    defaultPlan: z.number().int(),
    salesEmail: z.string().describe('The sales team’s inbox (Connect with Sales).'),
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
    basketUuid: z
      .string()
      .nullable()
      .describe(
        "The visitor's current basket: the one this browser created if still theirs, else a signed-in account's latest.",
      ),
    accountId: z.number().int().nullable(),
    accountBalance: z.number().int().describe('Cents.'),
    creditLimit: z.number().int().describe('Cents.'),
    paymentMethod: z
      .object({
        cardToken: z.string(),
        cardNumber: z.string().describe('Masked: the last four digits only.'),
        cardBrand: z.string(),
        cardLast4: z.string(),
        cardExpMonth: z.number().int(),
        cardExpYear: z.number().int(),
      })
      .nullable()
      .describe('The card on file (billing); null when none.'),
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
  .openapi('Profile', {
    example: {
      isLoggedIn: true,
      role: 'admin',
      roles: ['admin'],
      adminUser: false,
      isEmployee: false,
      brandingId: 1,
      brand: {
        brandingId: 1,
        name: 'Numberyard',
        domain: 'numberyard.localhost',
        logo: '/brands/1/logo.svg',
        stylesheet: '/brands/1/theme.css',
        favicon: '/brands/1/favicon.svg',
        defaultPlan: 1,
        salesEmail: 'sales@numberyard.test',
      },
      basketUuid: null,
      accountId: 1001,
      accountBalance: 0,
      creditLimit: 0,
      paymentMethod: null,
      userInfo: { userId: 2001, firstName: 'Ada', lastName: 'Admin', email: 'admin@numberyard.test' },
      accountInfo: {
        company: 'Acme Parking',
        address: '1 Main St',
        city: 'Newark',
        state: 'NJ',
        zip: '07102',
        anniversaryDate: null,
        sellersAdmin: 'N',
      },
      accounts: [
        {
          accountId: 1001,
          nickname: 'Acme',
          company: 'Acme Parking',
          name: 'Ada Admin',
          brandingId: 1,
          role: 'admin',
          currentAccount: true,
        },
      ],
      pricing: {
        plans: { '1': { id: 1, name: 'Park', mrc: 200, adminOnly: false } },
        users: { admin: { mrc: 0 }, user: { mrc: 0 } },
        fees: { lnp: 500, transfer: 300 },
      },
    },
  });

export const getProfile = createRoute({
  method: 'get',
  path: '/api/profile',
  tags: ['Session'],
  operationId: 'getProfile',
  security: OPTIONAL_SIGN_IN,
  summary: 'The caller’s profile: role, brand, account and pricing',
  description:
    'Answers for guests too (`isLoggedIn: false`, role `guest`) with the brand of the host and its pricing.',
  responses: { 200: jsonResponse(Profile, 'The profile.') },
});

/** A first or last name with the shared rule's messages (profile changes, invitations). */
export const PersonName = (label: string) => {
  const messages = personNameMessages(label);
  return z.string().trim().min(1, messages.required).max(PERSON_NAME_MAX, messages.tooLong);
};

export const UpdateProfileBody = z
  .object({
    firstName: PersonName('First name').optional(),
    lastName: PersonName('Last name').optional(),
    email: z.string().trim().max(80).email('Invalid email address').optional(),
    newPassword: z.string().max(256).optional(),
    currentPassword: z
      .string()
      .max(256)
      .optional()
      .describe('Required with `newPassword`; a wrong one answers 400 (rate limited like sign-in).'),
    revokeApiTokens: z
      .boolean()
      .optional()
      .describe('With `newPassword`: also delete all your API tokens, in every account.'),
    company: z.string().trim().max(40).optional(),
    address: z.string().trim().max(40).optional(),
    city: z.string().trim().max(40).optional(),
    state: z.string().trim().length(2, 'State is required').optional(),
    zip: z
      .string()
      .trim()
      .regex(/^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/, 'Postal Code is invalid')
      .optional(),
  })
  .openapi('UpdateProfileRequest', { example: { firstName: 'Ada', lastName: 'Lovelace' } });

export const updateProfile = createRoute({
  method: 'patch',
  path: '/api/profile',
  tags: ['Profile'],
  operationId: 'updateProfile',
  security: SIGNED_IN,
  summary: 'Change your name, email, password or (admins) the account’s address',
  description: [
    'Name fields are yours; company and address belong to the account and need the admin role.',
    'Email and password changes need a sign-in within 15 minutes (see POST /api/session/reauthenticate);',
    'a new password also needs `currentPassword`, follows the password rule and ends your other sessions',
    '(and, with `revokeApiTokens: true`, deletes your API tokens).',
  ].join(' '),
  request: { body: jsonBody(UpdateProfileBody) },
  responses: {
    200: jsonResponse(Profile, 'The updated profile.'),
    ...errorResponses(400, 401, 403, 409, 415),
  },
});

export const validateUsername = createRoute({
  method: 'post',
  path: '/api/validate/username',
  tags: ['Profile'],
  operationId: 'validateUsername',
  security: PUBLIC_ACCESS,
  summary: 'Is this email free to sign up with?',
  description: 'Answers `isValid: false` with `Email is already in use.` when a user has it. Rate limited.',
  request: {
    body: jsonBody(
      z
        .object({
          email: z.string().trim().max(254).openapi({ description: 'The email to sign up with.' }),
        })
        .openapi('ValidateUsernameRequest', { example: { email: 'new@example.com' } }),
    ),
  },
  responses: {
    200: jsonResponse(
      z.object({ isValid: z.boolean(), message: z.string().optional() }).openapi('ValidateUsernameResult', {
        example: { isValid: false, message: 'Email is already in use.' },
      }),
      'Whether the email can be used.',
    ),
    ...errorResponses(400, 429),
  },
});

export const MfaMethodView = z
  .object({
    mfaMethodId: z.number().int(),
    type: z.enum(['email', 'sms', 'totp']),
    data: z.string(),
    verified: z.boolean(),
    createDate: z.string().datetime(),
  })
  .openapi('MfaMethod');

const MfaMethodId = z.object({ id: z.coerce.number().int().positive().openapi({ example: 12 }) });

export const listMfaMethods = createRoute({
  method: 'get',
  path: '/api/profile/mfa-methods',
  tags: ['Profile'],
  operationId: 'listMfaMethods',
  security: WEB_SESSION,
  summary: 'Your MFA methods',
  description: 'Email, SMS and authenticator-app (TOTP) methods, verified or waiting for their first code.',
  responses: {
    200: jsonResponse(z.object({ data: z.array(MfaMethodView) }).openapi('MfaMethodList'), 'The methods.'),
    ...errorResponses(401, 403),
  },
});

export const addMfaMethod = createRoute({
  method: 'post',
  path: '/api/profile/mfa-methods',
  tags: ['Profile'],
  operationId: 'addMfaMethod',
  security: WEB_SESSION,
  summary: 'Add an MFA method (confirmed by its first code)',
  description: [
    'Email and SMS methods get a code at once; an authenticator app gets a secret, an otpauth URL and a QR code.',
    'The method counts only after POST /api/profile/mfa-methods/{id}/verify. Needs a recent sign-in.',
  ].join(' '),
  request: {
    body: jsonBody(
      z
        .object({
          type: z.enum(['email', 'sms', 'totp']),
          data: z
            .string()
            .trim()
            .max(254)
            .optional()
            .describe('Email address or phone number; for totp a label.'),
        })
        .openapi('AddMfaMethodRequest', { example: { type: 'email', data: 'ada@example.com' } }),
    ),
  },
  responses: {
    201: jsonResponse(
      z
        .object({
          mfaMethod: MfaMethodView,
          totp: z
            .object({ secret: z.string(), otpauthUrl: z.string(), qrCodeDataUrl: z.string() })
            .optional(),
        })
        .openapi('AddedMfaMethod'),
      'Added, waiting for its first code.',
    ),
    ...errorResponses(400, 401, 403, 409, 429),
  },
});

export const verifyMfaMethod = createRoute({
  method: 'post',
  path: '/api/profile/mfa-methods/{id}/verify',
  tags: ['Profile'],
  operationId: 'verifyMfaMethod',
  security: WEB_SESSION,
  summary: 'Confirm an MFA method with a code it received',
  description: 'Turns the method on. Your other sessions end. Rate limited.',
  request: {
    params: MfaMethodId,
    body: jsonBody(
      z
        .object({ code: z.string().trim().min(1, 'You must enter a verification code to continue.').max(10) })
        .openapi('VerifyMfaMethodRequest'),
    ),
  },
  responses: {
    200: jsonResponse(MfaMethodView, 'The method is on.'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

export const removeMfaMethod = createRoute({
  method: 'delete',
  path: '/api/profile/mfa-methods/{id}',
  tags: ['Profile'],
  operationId: 'removeMfaMethod',
  security: WEB_SESSION,
  summary: 'Remove an MFA method',
  description: 'Needs a recent sign-in. Your other sessions end.',
  request: { params: MfaMethodId },
  responses: { 204: { description: 'Removed.' }, ...errorResponses(400, 401, 403, 404) },
});
