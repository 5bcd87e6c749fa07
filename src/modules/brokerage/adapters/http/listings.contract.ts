import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { LISTING_TYPES } from '../../../../shared/broker-listing-rules.ts';

const TAG = 'Brokerage';
export const SPELLING_STATUSES = ['pending', 'approved', 'rejected'] as const;

export { listingList } from '../../domain/listing-filters.ts';

const cents = (what: string) => z.number().int().describe(`${what}, in cents.`);

export const BrokerListing = z
  .object({
    tn: z.string().describe('The number (E.164).'),
    formattedTn: z.string(),
    isListed: z.boolean(),
    price: cents('The sale price (0: not for sale)'),
    retailPrice: cents('The price struck through while on sale; equals price otherwise'),
    minimumOffer: cents('The lowest offer the broker takes').nullable(),
    isNegotiable: z.boolean().describe('Shows the Make an Offer button (spec 3 showNegotiable).'),
    showNegotiable: z.boolean().describe('The same as isNegotiable (seller-side name).'),
    isPigPick: z.boolean().describe('pigPickPercentage above 0.'),
    pigPickPercentage: z.number().int(),
    isLicensable: z.boolean(),
    licenseOneTimeFee: cents('The licence one-time fee').nullable(),
    licenseMonthlyFee: cents('The licence monthly fee').nullable(),
    licenseAnnualIncrease: z.number().int().describe('Percent per year.'),
    spelling: z.string().nullable().describe('The approved vanity spelling.'),
    pendingSpelling: z.string().nullable().describe('A spelling waiting for staff approval.'),
    type: z.enum(LISTING_TYPES),
    isOnSale: z.boolean(),
    needsVerification: z.boolean().describe('Off-network and not verified now: search does not show it.'),
    verifiedUntilDate: z.string().datetime().nullable(),
    createDate: z.string().datetime(),
    updateDate: z.string().datetime(),
  })
  .openapi('BrokerListing', {
    example: {
      tn: '+14065553569',
      formattedTn: '(406) 555-3569',
      isListed: true,
      price: 49995,
      retailPrice: 59995,
      minimumOffer: 30000,
      isNegotiable: true,
      showNegotiable: true,
      isPigPick: false,
      pigPickPercentage: 0,
      isLicensable: true,
      licenseOneTimeFee: 9995,
      licenseMonthlyFee: 2500,
      licenseAnnualIncrease: 3,
      spelling: null,
      pendingSpelling: 'flow',
      type: 'onnet',
      isOnSale: true,
      needsVerification: false,
      verifiedUntilDate: null,
      createDate: '2026-11-20T10:00:00.000Z',
      updateDate: '2026-11-27T10:00:00.000Z',
    },
  });

export const LISTING_FIELDS = Object.keys(BrokerListing.shape) as (keyof typeof BrokerListing.shape)[];

export const BrokerListingRow = BrokerListing.partial().required({ tn: true }).openapi('BrokerListingRow', {
  description: 'A listing with the fields `$fields` chose (all of them without `$fields`; tn always).',
});

export const listListings = createRoute({
  method: 'get',
  path: '/api/brokerage/listings',
  tags: [TAG],
  operationId: 'listBrokerListings',
  security: SIGNED_IN,
  summary: "The broker's listings",
  description:
    "The broker's on-network (numbers the account holds with us; created unlisted, price 0, on each call) and " +
    'off-network listings in the list language: `$skip`, `$limit` (default 10, at most 100), `$sort[field]=1|-1` ' +
    '(default tn ascending) and filters over tn (`tn=4065550123`, `tn[$like]=406%` starts with, a leading 1 ' +
    'added; `tn[$contains]=555`), npa (201-998; `npa=406`, `npa[$gte]=800`), isListed, type, price, ' +
    'minimumOffer, isNegotiable, isLicensable, licence fields, pigPickPercentage, spelling, verifiedUntilDate ' +
    '(`type=offnet&verifiedUntilDate[$lt]=...` is the verification list), onSaleUntil, createDate and ' +
    'updateDate. `$fields=tn,price,isListed` narrows each row. Money in cents. With `Accept: text/csv` (plus ' +
    '`$locale`, e.g. en-US, and `$timeZone`, e.g. America/New_York, for the dates) every matching row (at most ' +
    '10,000) as `listings_{YYYY-MM-DD}.csv`, dollars as the screen shows them; no rows still answer the header. ' +
    'Account admins of an approved seller account only (403 otherwise).',
  request: {
    query: z.looseObject({
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '10' }),
      $fields: z.string().optional().openapi({ example: 'tn,formattedTn,isListed,price' }),
      $locale: z.string().optional().openapi({ example: 'en-US' }),
      $timeZone: z.string().optional().openapi({ example: 'America/New_York' }),
      '$sort[tn]': z.enum(['1', '-1']).optional(),
      '$sort[price]': z.enum(['1', '-1']).optional(),
      tn: z.string().optional().openapi({ example: '4065550123' }),
      'tn[$like]': z.string().optional().openapi({ example: '406%' }),
      npa: z.string().optional().openapi({ example: '406' }),
      isListed: z.string().optional().openapi({ example: 'true' }),
      type: z.enum(LISTING_TYPES).optional(),
      'price[$gte]': z.string().optional().openapi({ example: '995' }),
      'verifiedUntilDate[$lt]': z.string().optional().openapi({ example: '2026-11-30T00:00:00.000Z' }),
    }),
  },
  responses: {
    200: {
      description: 'A page of listings (JSON), or every matching row as CSV.',
      content: {
        'application/json': {
          schema: z
            .object({
              data: z.array(BrokerListingRow),
              total: z.number().int(),
              limit: z.number().int(),
              skip: z.number().int(),
            })
            .openapi('BrokerListingList'),
        },
        'text/csv': {
          schema: z.string().openapi({ example: 'Phone number,Spelling,Type,Listed,Price,...' }),
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

const TnParam = z.object({
  tn: z
    .string()
    .min(1)
    .openapi({ param: { name: 'tn', in: 'path' }, example: '+14065550123' }),
});

export const getListing = createRoute({
  method: 'get',
  path: '/api/brokerage/listings/{tn}',
  tags: [TAG],
  operationId: 'getBrokerListing',
  security: SIGNED_IN,
  summary: 'One of the broker’s listings',
  description:
    'The listing of a number (E.164 or 10/11 digits). A number the broker does not list answers 404, also when ' +
    'another broker lists it.',
  request: { params: TnParam },
  responses: {
    200: jsonResponse(BrokerListing, 'The listing.'),
    ...errorResponses(401, 403, 404),
  },
});

const listingBoolean = z
  .union([z.boolean(), z.string()])
  .describe("true, 'true', 'Y', 'YES' or 'Yes' is true; anything else false.");
const centsField = (what: string) =>
  z.number().int().min(0).max(1_000_000_000).describe(`${what}, in cents.`);

export const UpdateListingRequest = z
  .object({
    isListed: listingBoolean.optional(),
    price: centsField('The sale price (0: not for sale)').optional(),
    minimumOffer: centsField('The lowest offer accepted').nullable().optional(),
    isNegotiable: listingBoolean.optional(),
    showNegotiable: listingBoolean.optional().describe('Same as isNegotiable.'),
    isLicensable: listingBoolean.optional(),
    licenseOneTimeFee: centsField('The licence one-time fee').nullable().optional(),
    licenseMonthlyFee: centsField('The licence monthly fee').nullable().optional(),
    licenseAnnualIncrease: z.number().int().optional(),
    pigPickPercentage: z.number().int().optional(),
    spelling: z
      .string()
      .max(40)
      .nullable()
      .optional()
      .describe('Requests this vanity spelling (staff approve it); null or empty removes the current one.'),
  })
  .strict()
  .openapi('UpdateBrokerListingRequest', {
    example: { isListed: true, price: 49995, minimumOffer: 30000, isNegotiable: 'Y' },
  });

export const updateListing = createRoute({
  method: 'patch',
  path: '/api/brokerage/listings/{tn}',
  tags: [TAG],
  operationId: 'updateBrokerListing',
  security: SIGNED_IN,
  summary: 'Change a listing',
  description:
    'The changed fields only; money in cents. Spec 3 rules: the minimum sale or licence price is $9.95, ' +
    'toll-free numbers can only be licensed, pigPickPercentage in 0, 5, 10, 15, 20 and licenseAnnualIncrease in ' +
    "0, 3, 5, 7, 10 (400 with `errors`). Nothing changed: 422 'There are no changes to save.' A `spelling` is " +
    'not set at once: it becomes a pending request staff approve or reject (letters a-z and hyphens, at most 2 ' +
    "hyphens, matching the number's last digits, no profanity). Search shows the change at once; 409 when " +
    'another seller has the number on sale.',
  request: { params: TnParam, body: jsonBody(UpdateListingRequest) },
  responses: {
    200: jsonResponse(BrokerListing, 'The listing as saved.'),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422),
  },
});

export const ListingInfo = z
  .object({
    history: z.array(
      z.object({
        date: z.string().datetime(),
        op: z.string().describe('list, delist, modify, create or delete.'),
        brokerageJobId: z.number().int().nullable(),
        to: z.object({
          isListed: z.boolean(),
          price: z.number().int(),
          floorPrice: z.number().int().nullable(),
          licenseMonthlyFee: z.number().int().nullable(),
          licenseOneTimeFee: z.number().int().nullable(),
          licenseAnnualIncrease: z.number().int(),
          showNegotiable: z.boolean(),
          pigPickPercentage: z.number().int(),
        }),
      }),
    ),
    negotiations: z.array(
      z.object({
        negotiationId: z.number().int(),
        uuid: z.string(),
        offer: z.number().int().describe('Cents.'),
        status: z.string(),
        expirationDate: z.string(),
        createDate: z.string(),
      }),
    ),
    spellings: z.array(
      z.object({
        spellingRequestId: z.number().int(),
        spelling: z.string(),
        status: z.enum(SPELLING_STATUSES),
        createDate: z.string().datetime(),
        decidedDate: z.string().datetime().nullable(),
        reason: z.string().nullable(),
      }),
    ),
  })
  .openapi('BrokerListingInfo', {
    example: {
      history: [
        {
          date: '2026-11-27T10:00:00.000Z',
          op: 'list',
          brokerageJobId: null,
          to: {
            isListed: true,
            price: 49995,
            floorPrice: 30000,
            licenseMonthlyFee: null,
            licenseOneTimeFee: null,
            licenseAnnualIncrease: 0,
            showNegotiable: true,
            pigPickPercentage: 0,
          },
        },
      ],
      negotiations: [
        {
          negotiationId: 12,
          uuid: '6f1c2b1e-9a55-4c1e-8d7a-2b0e6c1f4a10',
          offer: 35000,
          status: 'submitted',
          expirationDate: '2026-11-28T10:00:00.000Z',
          createDate: '2026-11-27T10:00:00.000Z',
        },
      ],
      spellings: [
        {
          spellingRequestId: 3,
          spelling: 'flow',
          status: 'pending',
          createDate: '2026-11-27T10:00:00.000Z',
          decidedDate: null,
          reason: null,
        },
      ],
    },
  });

export const getListingInfo = createRoute({
  method: 'get',
  path: '/api/brokerage/listings/{tn}/info',
  tags: [TAG],
  operationId: 'getBrokerListingInfo',
  security: SIGNED_IN,
  summary: "A listing's history, offers and spellings",
  description:
    "The info view of the Listings screen: the listing's history (newest first), the offers on the number made " +
    "to this broker (newest first) and its spelling requests (newest first). Another broker's number: 404.",
  request: { params: TnParam },
  responses: {
    200: jsonResponse(ListingInfo, 'History, negotiations and spellings.'),
    ...errorResponses(401, 403, 404),
  },
});
