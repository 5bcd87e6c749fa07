import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  PUBLIC_ACCESS,
} from '../../../../platform/http/openapi-helpers.ts';
import { PhoneNumber } from '../../../../shared/phone-number.ts';

const INVALID_PHONE = 'Please enter a valid mobile number.';
const ONE_THING = 'Send exactly one of phone, code, paymentIntentId or activate.';

const UuidParam = z.object({
  uuid: z
    .string()
    .uuid('This confirmation link is not valid.')
    .openapi({
      param: { name: 'uuid', in: 'path' },
      description: 'From the mailed /confirm-account?uuid= link: its only secret.',
      example: '3b241101-e2bb-4255-8caf-4136c566a962',
    }),
});

export const AccountConfirmationState = z
  .object({
    isCodeSet: z
      .boolean()
      .openapi({ description: 'A code was texted and can still be used: the page starts at the code step.' }),
    isActivated: z.boolean().openapi({ description: 'The account is active; the link has done its work.' }),
  })
  .openapi('AccountConfirmationState', { example: { isCodeSet: false, isActivated: false } });

export const ConfirmAccountBody = z
  .object({
    phone: z
      .string()
      .trim()
      .max(40, INVALID_PHONE)
      .refine((value) => PhoneNumber.isValid(value, { accept: ['nanp'] }), INVALID_PHONE)
      .optional()
      .openapi({
        description: 'Texts a new six-digit code to this North American mobile number.',
        example: '(201) 234-5678',
      }),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'The code is six digits.')
      .optional()
      .openapi({ description: 'The texted code: confirms the phone.', example: '123456' }),
    paymentIntentId: z
      .string()
      .trim()
      .regex(/^(pi|pm)_[A-Za-z0-9_]{1,200}$/, 'Payment id must be a PaymentIntent or PaymentMethod id.')
      .optional()
      .openapi({
        description:
          "Pays the amount due and activates: a PaymentIntent ('pi_...') made with POST /api/stripe-payment-intents " +
          "for reference 'confirm:<uuid>' and the amount due, or a PaymentMethod ('pm_card_visa').",
        example: 'pi_3P0example',
      }),
    activate: z.literal(true).optional().openapi({
      description: 'Activates when nothing is due (amountDue 0); with an amount due it is refused with 422.',
    }),
  })
  .refine(
    (body) =>
      [body.phone, body.code, body.paymentIntentId, body.activate].filter((value) => value !== undefined)
        .length === 1,
    { message: ONE_THING },
  )
  .openapi('ConfirmAccountRequest', { example: { phone: '(201) 234-5678' } });

const CodeSent = z
  .object({
    isCodeSet: z.literal(true),
    codeExpiresAt: z.string().datetime().openapi({ description: 'The code works until then (10 minutes).' }),
  })
  .openapi('ConfirmationCodeSent', {
    example: { isCodeSet: true, codeExpiresAt: '2026-11-24T12:10:00.000Z' },
  });

const PhoneConfirmed = z
  .object({
    amountDue: z.number().int().min(0).openapi({ description: 'What the account owes (cents), paid next.' }),
    loginToken: z.string().openapi({
      description: 'Opens a session once, within 10 minutes: GET /api/session/{token} (after activation).',
    }),
  })
  .openapi('ConfirmationPhoneConfirmed', { example: { amountDue: 2_499, loginToken: 'x7Gd...' } });

const Activated = z
  .object({ isActivated: z.literal(true) })
  .openapi('ConfirmationActivated', { example: { isActivated: true } });

export const ConfirmAccountAnswer = z
  .union([CodeSent, PhoneConfirmed, Activated])
  .openapi('ConfirmAccountResult');

const access =
  'Public: the uuid from the mailed link is the credential (an unknown one answers 404). Rate limited per ' +
  'network address and per confirmation (429 with Retry-After).';

export const getAccountConfirmation = createRoute({
  method: 'get',
  path: '/api/confirm-account/{uuid}',
  tags: ['Basket'],
  operationId: 'getAccountConfirmation',
  security: PUBLIC_ACCESS,
  summary: 'Where a held account stands in its confirmation',
  description: `Whether a code is out (the page starts at the code step) and whether the account is active. ${access}`,
  request: { params: UuidParam },
  responses: {
    200: jsonResponse(AccountConfirmationState, 'The confirmation.'),
    ...errorResponses(400, 404, 429),
  },
});

export const confirmAccount = createRoute({
  method: 'patch',
  path: '/api/confirm-account/{uuid}',
  tags: ['Basket'],
  operationId: 'confirmAccount',
  security: PUBLIC_ACCESS,
  summary: 'Text a code, confirm it, or pay and activate',
  description:
    'One step per request (spec 2, Confirm Account): `{phone}` texts a six-digit code valid 10 minutes (a ' +
    're-send replaces it) and answers `{isCodeSet, codeExpiresAt}`; `{code}` answers `{amountDue, loginToken}` ' +
    '(a wrong code 422 with the tries left, the fifth wrong one voids the code with 429; an expired code 422 ' +
    'says so); `{paymentIntentId}` pays the amount due and answers `{isActivated}`, as does `{activate: true}` ' +
    'when nothing is due. Activating again answers `{isActivated: true}` and pays nothing; codes for an active ' +
    `account answer 409. ${access}`,
  request: { params: UuidParam, body: jsonBody(ConfirmAccountBody) },
  responses: {
    200: jsonResponse(ConfirmAccountAnswer, 'What the step did.'),
    ...errorResponses(400, 404, 409, 415, 422, 429),
  },
});
