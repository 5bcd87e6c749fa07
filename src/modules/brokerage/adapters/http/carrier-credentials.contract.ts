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
  CARRIER_AUTH_TYPES,
  CARRIER_VENDORS,
  MAX_CARRIER_CREDENTIALS,
} from '../../../../shared/carrier-credential-rules.ts';

const TAG = 'Brokerage';

export const CarrierCredential = z
  .object({
    brokerageVendorCredentialId: z.number().int(),
    vendor: z.enum(CARRIER_VENDORS),
    vendorAccountId: z.string().nullable(),
    authType: z.enum(CARRIER_AUTH_TYPES),
    description: z.string().nullable(),
    tnCount: z.number().int(),
    createDate: z.string().datetime(),
    lastVerifiedDate: z
      .string()
      .datetime()
      .nullable()
      .describe('When the carrier last accepted it; null: never.'),
  })
  .openapi('CarrierCredential', {
    example: {
      brokerageVendorCredentialId: 7,
      vendor: 'bwc',
      vendorAccountId: '5001234',
      authType: 'basicAuth',
      description: 'Main Bandwidth account',
      tnCount: 0,
      createDate: '2026-11-28T12:00:00.000Z',
      lastVerifiedDate: '2026-11-28T12:00:00.000Z',
    },
  });

export const listCarrierCredentials = createRoute({
  method: 'get',
  path: '/api/brokerage/carrierCredentials',
  tags: [TAG],
  operationId: 'listCarrierCredentials',
  security: SIGNED_IN,
  summary: "The broker's carrier API credentials",
  description:
    `Newest first, at most ${MAX_CARRIER_CREDENTIALS} (\`$limit\`). Never answers the secret. \`vendor\` filters ` +
    'by carrier. Account admins of a broker account only (403).',
  request: {
    query: listQuery({
      $limit: z.coerce.number().int().min(1).max(MAX_CARRIER_CREDENTIALS).default(MAX_CARRIER_CREDENTIALS),
      $skip: z.coerce.number().int().min(0).max(0).optional().describe('Always 0: one page.'),
      vendor: z.enum(CARRIER_VENDORS).optional(),
    }),
  },
  responses: {
    200: jsonResponse(listOf(CarrierCredential, 'CarrierCredentialList'), 'The credentials.'),
    ...errorResponses(400, 401, 403),
  },
});

export const AddCarrierCredentialRequest = z
  .object({
    vendor: z
      .string()
      .max(32)
      .describe(`One of ${CARRIER_VENDORS.join(', ')}.`),
    vendorAccountId: z.string().max(200).nullish(),
    authType: z
      .string()
      .max(32)
      .describe(`One of ${CARRIER_AUTH_TYPES.join(', ')}.`),
    data: z
      .string()
      .max(200)
      .describe('The Auth/Token: username:password for basicAuth, the token for bearerToken. Stored sealed.'),
    description: z.string().max(1000).nullish(),
  })
  .openapi('AddCarrierCredentialRequest', {
    example: {
      vendor: 'bwc',
      vendorAccountId: '5001234',
      authType: 'basicAuth',
      data: 'api.user:S3cret-pass',
      description: 'Main Bandwidth account',
    },
  });

export const addCarrierCredential = createRoute({
  method: 'post',
  path: '/api/brokerage/carrierCredentials',
  tags: [TAG],
  operationId: 'addCarrierCredential',
  security: SIGNED_IN,
  summary: 'Add a carrier API credential',
  description:
    "The form's rules (400 with the spec's message per field: 'Auth/Token field is required', 'Auth/Token was " +
    "invalid. Enter the auth in username:password format.', 'Invalid Bearer Token', 'Please choose an Auth " +
    "Type'). The secret is sealed with the data encryption key and tried once at the carrier: accepted sets " +
    'lastVerifiedDate, refused stores it unverified.',
  request: { body: jsonBody(AddCarrierCredentialRequest) },
  responses: {
    201: jsonResponse(
      z.object({ brokerageVendorCredentialId: z.number().int() }).openapi('AddedCarrierCredential'),
      'The credential was stored.',
    ),
    ...errorResponses(400, 401, 403, 415),
  },
});

export const deleteCarrierCredential = createRoute({
  method: 'delete',
  path: '/api/brokerage/carrierCredentials/{id}',
  tags: [TAG],
  operationId: 'deleteCarrierCredential',
  security: SIGNED_IN,
  summary: 'Delete a carrier API credential',
  description: "Another broker's credential, or one already deleted, answers 404.",
  request: {
    params: z.object({
      id: z.coerce
        .number()
        .int()
        .min(1)
        .openapi({ param: { name: 'id', in: 'path' }, example: 7 }),
    }),
  },
  responses: {
    204: { description: 'Deleted.' },
    ...errorResponses(400, 401, 403, 404),
  },
});
