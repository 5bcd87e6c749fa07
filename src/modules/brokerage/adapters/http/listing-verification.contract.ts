import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  listQuery,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import {
  VERIFICATION_DUE_WITHIN_DAYS,
  VERIFICATION_METHODS,
  VERIFIED_FOR_DAYS,
} from '../../../../shared/listing-verification-rules.ts';

const TAG = 'Brokerage';

const TnParam = z.object({
  tn: z
    .string()
    .min(1)
    .max(32)
    .openapi({ param: { name: 'tn', in: 'path' }, example: '+12015550123' }),
});

const Tn = z
  .string()
  .min(1)
  .max(32)
  .describe('The number, E.164 or as dialled.')
  .openapi({ example: '+12015550123' });
const Method = z
  .enum(VERIFICATION_METHODS)
  .describe("'sms': a text message; 'call': a voice call reads the code.");

export const PendingVerification = z
  .object({ method: Method, brokerageManualVerifyId: z.number().int() })
  .openapi('PendingListingVerification', { example: { method: 'sms', brokerageManualVerifyId: 31 } });

export const getPendingVerification = createRoute({
  method: 'get',
  path: '/api/accounts/brokerage/verifyListing/{tn}',
  tags: [TAG],
  operationId: 'getPendingListingVerification',
  security: SIGNED_IN,
  summary: 'The verification code waiting to be entered for an off-network listing',
  description:
    "The broker's pending code for the number (sent, not expired, not used, fewer than 5 wrong guesses): its " +
    'method, so the screen goes straight to code entry. 404 when there is none, or when the number is not one ' +
    "of the broker's own off-network listings. Account admins of a broker account only (403).",
  request: { params: TnParam },
  responses: {
    200: jsonResponse(PendingVerification, 'The pending verification.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const StartVerificationRequest = z
  .object({ tn: Tn, method: Method })
  .openapi('StartListingVerificationRequest', { example: { tn: '+12015550123', method: 'sms' } });

export const startVerification = createRoute({
  method: 'post',
  path: '/api/accounts/brokerage/verifyListing',
  tags: [TAG],
  operationId: 'startListingVerification',
  security: SIGNED_IN,
  summary: 'Send a verification code to an off-network number',
  description:
    'Sends a new 6-digit code to the number by text message or voice call, valid 10 minutes; a pending code is ' +
    "replaced ('A new verification code was sent'). Only the broker's own off-network listings (404 " +
    'otherwise). At most 20 codes an hour per broker account (429).',
  request: { body: jsonBody(StartVerificationRequest) },
  responses: {
    201: jsonResponse(
      z.object({ tn: z.string() }).openapi('StartedListingVerification'),
      'The code was sent.',
    ),
    ...errorResponses(400, 401, 403, 404, 415, 429),
  },
});

export const ConfirmVerificationRequest = z
  .object({
    method: Method,
    verificationCode: z.string().max(32).describe('Exactly 6 digits.').openapi({ example: '042917' }),
  })
  .openapi('ConfirmListingVerificationRequest', { example: { method: 'sms', verificationCode: '042917' } });

export const confirmVerification = createRoute({
  method: 'patch',
  path: '/api/accounts/brokerage/verifyListing/{tn}',
  tags: [TAG],
  operationId: 'confirmListingVerification',
  security: SIGNED_IN,
  summary: 'Enter the verification code of an off-network listing',
  description:
    "The code sent by the given method. Not 6 digits: 400 'The verification code must be a 6 digit number.'; " +
    `wrong: 422 (5 wrong guesses end the code; then send a new one). Right: the listing is verified for ` +
    `${VERIFIED_FOR_DAYS} days and search shows it again if it is listed. No pending code for that method: 404. ` +
    'At most 30 tries an hour per broker account (429).',
  request: { params: TnParam, body: jsonBody(ConfirmVerificationRequest) },
  responses: {
    200: jsonResponse(
      z
        .object({ verifiedDate: z.string().datetime(), verifiedUntilDate: z.string().datetime() })
        .openapi('ConfirmedListingVerification', {
          example: {
            verifiedDate: '2026-11-28T12:00:00.000Z',
            verifiedUntilDate: '2026-12-28T12:00:00.000Z',
          },
        }),
      'The listing is verified.',
    ),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429),
  },
});

export const ListingVerificationRow = z
  .object({
    tn: z.string(),
    formattedTn: z.string(),
    isListed: z.boolean(),
    verifiedUntilDate: z.string().datetime().nullable().describe('Null: never verified.'),
    needsVerification: z.boolean().describe('True when search does not show it for want of a verification.'),
  })
  .openapi('ListingVerificationRow', {
    example: {
      tn: '+12015550123',
      formattedTn: '(201) 555-0123',
      isListed: true,
      verifiedUntilDate: '2026-11-30T12:00:00.000Z',
      needsVerification: false,
    },
  });

export const listListingVerifications = createRoute({
  method: 'get',
  path: '/api/brokerage/listingVerifications',
  tags: [TAG],
  operationId: 'listListingVerifications',
  security: SIGNED_IN,
  summary: 'Off-network listings due for verification (Verify Listings)',
  description:
    `The broker's off-network listings never verified or whose verification ends within ` +
    `${VERIFICATION_DUE_WITHIN_DAYS} days, soonest first. \`tn\` matches part of the number, \`isListed\` ` +
    'true/false. (The same rows as GET /api/brokerage/listings?type=offnet&verifiedUntilDate[$lt]=..., kept ' +
    'small for the Verify Listings screen; docs/adr/0059.)',
  request: {
    query: listQuery({
      $skip: z.coerce.number().int().min(0).default(0),
      $limit: z.coerce.number().int().min(1).max(100).default(10),
      tn: z.string().trim().max(32).optional().openapi({ example: '201555' }),
      isListed: z.enum(['true', 'false']).optional(),
    }),
  },
  responses: {
    200: jsonResponse(listOf(ListingVerificationRow, 'ListingVerificationList'), 'A page of listings.'),
    ...errorResponses(400, 401, 403),
  },
});
