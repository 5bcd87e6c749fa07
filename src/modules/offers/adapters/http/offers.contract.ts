import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  OPTIONAL_SIGN_IN,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { MINIMUM_OFFER_CENTS, OFFER_MESSAGES, OFFER_STATUSES } from '../../../../shared/offer-rules.ts';

const TAG = 'Offers';
const errorsText =
  `Errors use the spec's texts: '${OFFER_MESSAGES.tooLow}', '${OFFER_MESSAGES.adminsOnly}', ` +
  `'${OFFER_MESSAGES.expired}', '${OFFER_MESSAGES.completed}', '${OFFER_MESSAGES.notAccepted}'.`;

const UuidParam = z.object({
  uuid: z
    .string()
    .uuid()
    .openapi({ param: { name: 'uuid', in: 'path' }, example: '6f1c2b1e-9a55-4c1e-8d7a-2b0e6c1f4a10' }),
});

export const MakeOfferRequest = z
  .object({
    tn: z
      .string()
      .trim()
      .min(1, 'Number is required.')
      .max(20)
      .openapi({ description: 'The number (E.164).' }),
    offer: z
      .number({ error: 'Offer amount is required.' })
      .int('Please enter a valid dollar amount.')
      .min(MINIMUM_OFFER_CENTS, OFFER_MESSAGES.tooLow)
      .max(1_000_000_000)
      .openapi({ description: `The offer in cents; at least ${MINIMUM_OFFER_CENTS}.` }),
    email: z
      .string()
      .trim()
      .email('Invalid email address')
      .max(80)
      .optional()
      .openapi({ description: "Guests: the new account's email." }),
    password: z.string().max(128).optional().openapi({ description: "Guests: the new account's password." }),
    stripeCustomerId: z
      .string()
      .max(255)
      .nullable()
      .optional()
      .openapi({ description: 'Ignored (kept for older clients).' }),
    paymentIntentId: z
      .string()
      .max(255)
      .nullable()
      .optional()
      .openapi({
        description:
          "The card hold: a PaymentIntent made with reference 'offer:{tn digits}' for the hold amount (the offer, " +
          'or 100 cents for offers of 1,000,000 cents or more), or a payment method (pm_...) to hold with.',
      }),
    recaptchaToken: z
      .string()
      .max(4000)
      .optional()
      .openapi({ description: 'Bot-check token (action makeOffer).' }),
  })
  .openapi('MakeOfferRequest', {
    example: {
      tn: '+14065550123',
      offer: 25000,
      email: 'jo@example.com',
      password: 'Secret123',
      paymentIntentId: 'pi_123',
      recaptchaToken: '03AG...',
    },
  });

export const MakeOfferAnswer = z
  .object({
    uuid: z.string(),
    negotiationId: z.number().int(),
    loginToken: z
      .string()
      .optional()
      .openapi({ description: 'Guests: open a session with GET /api/session/{loginToken}.' }),
  })
  .openapi('MakeOfferAnswer', {
    example: { uuid: '6f1c2b1e-9a55-4c1e-8d7a-2b0e6c1f4a10', negotiationId: 12 },
  });

export const Offer = z
  .object({
    uuid: z.string(),
    negotiationId: z.number().int(),
    tn: z.string(),
    formattedTn: z.string(),
    originalPrice: z.number().int().describe('List price when the offer was made (cents).'),
    initialOffer: z.number().int().describe("The buyer's first offer (cents)."),
    counterOffer: z.number().int().nullable().describe("The seller's counter (cents), if any."),
    offer: z.number().int().describe('The amount on the table now (cents).'),
    status: z.enum(OFFER_STATUSES),
    declinedReason: z.string().nullable(),
    wireTransfer: z.boolean().describe('High offers (1,000,000 cents or more) are paid by wire transfer.'),
    expirationDate: z.string().describe('ISO date-time.'),
    createDate: z.string(),
    data: z
      .object({ initialOffer: z.number().int() })
      .describe("Spec 2's negotiation shape: the first offer."),
  })
  .openapi('Offer', {
    example: {
      uuid: '6f1c2b1e-9a55-4c1e-8d7a-2b0e6c1f4a10',
      negotiationId: 12,
      tn: '+14065550123',
      formattedTn: '(406) 555-0123',
      originalPrice: 50000,
      initialOffer: 25000,
      counterOffer: 40000,
      offer: 40000,
      status: 'countered',
      declinedReason: null,
      wireTransfer: false,
      expirationDate: '2026-11-28T10:00:00.000Z',
      createDate: '2026-11-27T10:00:00.000Z',
      data: { initialOffer: 25000 },
    },
  });

export const makeOffer = createRoute({
  method: 'post',
  path: '/api/offers',
  tags: [TAG],
  operationId: 'makeOffer',
  security: OPTIONAL_SIGN_IN,
  summary: 'Make an offer on a number',
  description:
    'Account admins only; a guest sends email and password and gets a new account and a loginToken. The ' +
    'balance must be within the credit limit. A card hold is required (the offer, or 100 cents for high ' +
    'offers, which are paid by wire transfer); it is released if the offer is declined or expires. The seller ' +
    "answers within 24 hours or the offer is declined; an offer below the seller's minimum is declined within " +
    '30 minutes. After a counter, or a second decline, the buyer waits 24 hours before offering again on the ' +
    `number. Both parties are mailed. Needs a bot-check token. ${errorsText}`,
  request: { body: jsonBody(MakeOfferRequest) },
  responses: {
    201: jsonResponse(MakeOfferAnswer, 'The offer is submitted.'),
    ...errorResponses(400, 402, 403, 404, 409, 415, 422, 429),
  },
});

export const getOffer = createRoute({
  method: 'get',
  path: '/api/offers/{uuid}',
  tags: [TAG],
  operationId: 'getOffer',
  security: SIGNED_IN,
  summary: "The buyer's offer",
  description: "The caller's account's own offer; another account's answers 404.",
  request: { params: UuidParam },
  responses: { 200: jsonResponse(Offer, 'The offer.'), ...errorResponses(400, 401, 404) },
});

export const acceptCounterOffer = createRoute({
  method: 'patch',
  path: '/api/offers/{uuid}',
  tags: [TAG],
  operationId: 'acceptCounterOffer',
  security: SIGNED_IN,
  summary: "Accept the seller's counter offer",
  description:
    'Status accepted, for a countered offer that has not expired (the buyer may then check out at the ' +
    `counter within 24 hours). Account admins of the buyer's account only. ${errorsText}`,
  request: {
    params: UuidParam,
    body: jsonBody(
      z
        .object({ status: z.literal('accepted') })
        .openapi('AcceptCounterOfferRequest', { example: { status: 'accepted' } }),
    ),
  },
  responses: {
    200: jsonResponse(
      z.object({ status: z.enum(OFFER_STATUSES) }).openapi('OfferStatusAnswer'),
      'The new status.',
    ),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422),
  },
});

export const getNegotiation = createRoute({
  method: 'get',
  path: '/api/negotiations/{id}',
  tags: [TAG],
  operationId: 'getNegotiation',
  security: OPTIONAL_SIGN_IN,
  summary: 'A negotiation by id and uuid',
  description:
    'For offer links (/offer-checkout?id=&uuid=): the id and the uuid must belong to the same negotiation ' +
    '(the uuid is the credential), else 404.',
  request: {
    params: z.object({
      id: z.coerce
        .number()
        .int()
        .positive()
        .openapi({ param: { name: 'id', in: 'path' }, example: 12 }),
    }),
    query: z.object({ uuid: z.string().uuid().openapi({ example: '6f1c2b1e-9a55-4c1e-8d7a-2b0e6c1f4a10' }) }),
  },
  responses: { 200: jsonResponse(Offer, 'The negotiation.'), ...errorResponses(400, 404) },
});
