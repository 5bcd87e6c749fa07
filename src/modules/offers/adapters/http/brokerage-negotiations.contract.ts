import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listQuery,
  pageOrCsv,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { defineListResource } from '../../../../shared/list-query.ts';
import { MINIMUM_OFFER_CENTS, OFFER_MESSAGES, OFFER_STATUSES } from '../../../../shared/offer-rules.ts';

const TAG = 'Offers';

/** The list query language for GET /api/brokerage/negotiations. */
export const sellerNegotiationList = defineListResource({
  fields: {
    negotiationId: { type: 'integer', property: 'id' },
    tn: { type: 'string', ops: ['$eq', '$ne', '$in', '$nin', '$contains', '$like'] },
    offer: { type: 'integer', property: 'offerCents' },
    status: { type: 'enum', values: OFFER_STATUSES },
    expirationDate: { type: 'date' },
    createDate: { type: 'date' },
  },
  defaultSort: { expirationDate: -1 },
  maxLimit: 300,
  extraParams: ['$include'],
});

export const SellerNegotiation = z
  .object({
    negotiationId: z.number().int(),
    uuid: z.string(),
    tn: z.string(),
    formattedTn: z.string(),
    offer: z.number().int().describe('The amount on the table now (cents).'),
    counterOffer: z.number().int().nullable(),
    status: z.enum(OFFER_STATUSES),
    expirationDate: z.string(),
    createDate: z.string(),
    declinedReason: z.string().nullable(),
    wireTransfer: z.boolean(),
    data: z.object({ initialOffer: z.number().int() }),
    brokerage: z
      .object({ price: z.number().int(), minimumOffer: z.number().int().nullable() })
      .optional()
      .describe('With `$include=brokerage`: the list price and minimum offer (cents).'),
  })
  .openapi('SellerNegotiation', {
    example: {
      negotiationId: 12,
      uuid: '6f1c2b1e-9a55-4c1e-8d7a-2b0e6c1f4a10',
      tn: '+14065550123',
      formattedTn: '(406) 555-0123',
      offer: 25000,
      counterOffer: null,
      status: 'submitted',
      expirationDate: '2026-11-28T10:00:00.000Z',
      createDate: '2026-11-27T10:00:00.000Z',
      declinedReason: null,
      wireTransfer: false,
      data: { initialOffer: 25000 },
      brokerage: { price: 50000, minimumOffer: 25000 },
    },
  });

export const listSellerNegotiations = createRoute({
  method: 'get',
  path: '/api/brokerage/negotiations',
  tags: [TAG],
  operationId: 'listSellerNegotiations',
  security: SIGNED_IN,
  summary: "Offers on the seller's numbers",
  description:
    "Account admins see the offers on their account's listings; staff (web session) see the house numbers' " +
    'offers. The list language over negotiationId, tn, offer, status, expirationDate and createDate ' +
    '(default `$sort[expirationDate]=-1`); `$include=brokerage` adds the list price and minimum offer. With ' +
    '`Accept: text/csv` the same rows as a CSV file `brokerage-negotiations-{date}.csv`.',
  request: {
    query: listQuery({
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '10' }),
      $include: z.string().optional().openapi({ example: 'brokerage' }),
      '$sort[expirationDate]': z.enum(['1', '-1']).optional(),
      '$sort[createDate]': z.enum(['1', '-1']).optional(),
      '$sort[offer]': z.enum(['1', '-1']).optional(),
      '$sort[tn]': z.enum(['1', '-1']).optional(),
      tn: z.string().optional().openapi({ example: '+14065550123' }),
      'tn[$contains]': z.string().optional(),
      status: z.enum(OFFER_STATUSES).optional(),
      'status[$in]': z.union([z.string(), z.array(z.string())]).optional(),
    }),
  },
  responses: {
    200: pageOrCsv(SellerNegotiation, 'SellerNegotiationList', 'Phone number,List price,Offer,...'),
    ...errorResponses(400, 401, 403),
  },
});

export const AnswerNegotiationRequest = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('accepted') }),
    z.object({ status: z.literal('declined') }),
    z.object({
      status: z.literal('countered'),
      offer: z
        .number({ error: 'Offer amount is required.' })
        .int('Please enter a valid dollar amount.')
        .min(MINIMUM_OFFER_CENTS, OFFER_MESSAGES.tooLow)
        .max(1_000_000_000)
        .describe('The counter offer in cents.'),
    }),
  ])
  .openapi('AnswerNegotiationRequest', { example: { status: 'countered', offer: 40000 } });

export const answerNegotiation = createRoute({
  method: 'patch',
  path: '/api/brokerage/negotiations/{uuid}',
  tags: [TAG],
  operationId: 'answerNegotiation',
  security: SIGNED_IN,
  summary: 'Accept, decline or counter an offer',
  description:
    "The seller's answer to a submitted offer that has not expired ('Offer Expired' otherwise, 409 when it " +
    "was answered already). Declining releases the card hold. The buyer is mailed. Another seller's offer " +
    'answers 404.',
  request: {
    params: z.object({
      uuid: z
        .string()
        .uuid()
        .openapi({ param: { name: 'uuid', in: 'path' } }),
    }),
    body: jsonBody(AnswerNegotiationRequest),
  },
  responses: {
    200: jsonResponse(SellerNegotiation, 'The answered negotiation.'),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422),
  },
});
