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
import { LICENSE_STATUSES } from '../../domain/license.ts';
import { csvListParams } from './csv-download.ts';

const TAG = 'Brokerage';

/** The list query language for GET /api/brokerage/licenses (spec 3 section 9: default sort startDate desc). */
export const licenseList = defineListResource({
  fields: {
    licenseId: { type: 'integer', property: 'id' },
    tn: { type: 'string', ops: ['$eq', '$ne', '$in', '$nin', '$contains', '$like'] },
    status: { type: 'enum', values: LICENSE_STATUSES },
    startDate: { type: 'date' },
    endDate: { type: 'date' },
    oneTimeSetupFee: { type: 'integer' },
    monthlyFee: { type: 'integer' },
    annualIncrease: { type: 'integer' },
  },
  defaultSort: { startDate: -1 },
  maxLimit: 300,
  extraParams: ['$locale', '$timeZone'],
});

export const BrokerLicense = z
  .object({
    licenseId: z.number().int(),
    tn: z.string(),
    formattedTn: z.string(),
    status: z.enum(LICENSE_STATUSES),
    startDate: z.string(),
    endDate: z.string().nullable(),
    oneTimeSetupFee: z.number().int().describe('Cents.'),
    monthlyFee: z
      .number()
      .int()
      .describe('Cents, as the licence started (the annual increase applies yearly).'),
    annualIncrease: z.number().int().describe('Percent a year.'),
    licenseeAccountId: z.number().int(),
  })
  .openapi('BrokerLicense', {
    example: {
      licenseId: 3,
      tn: '+12015550123',
      formattedTn: '(201) 555-0123',
      status: 'active',
      startDate: '2026-11-28T12:00:00.000Z',
      endDate: null,
      oneTimeSetupFee: 2500,
      monthlyFee: 995,
      annualIncrease: 3,
      licenseeAccountId: 42,
    },
  });

const sortable = ['startDate', 'endDate', 'status', 'tn', 'monthlyFee', 'oneTimeSetupFee'] as const;

export const listBrokerLicenses = createRoute({
  method: 'get',
  path: '/api/brokerage/licenses',
  tags: [TAG],
  operationId: 'listBrokerLicenses',
  security: SIGNED_IN,
  summary: "The broker's licensed numbers",
  description:
    "Licences of the broker account's numbers (spec 3 Licenses). The list language over licenseId, tn, status, " +
    'startDate, endDate and the fees (default `$sort[startDate]=-1`). With `Accept: text/csv` every matching ' +
    'row as a CSV file `brokerage-licenses-{date}.csv`. Brokers only (403 otherwise).',
  request: {
    query: listQuery({
      ...csvListParams(sortable),
      tn: z.string().optional().openapi({ example: '+12015550123' }),
      'tn[$contains]': z.string().optional(),
      status: z.enum(LICENSE_STATUSES).optional(),
      'status[$in]': z.union([z.string(), z.array(z.string())]).optional(),
    }),
  },
  responses: {
    200: pageOrCsv(BrokerLicense, 'BrokerLicenseList', 'Phone number,Status,Start date,...'),
    ...errorResponses(400, 401, 403),
  },
});

export const CancelLicenseRequest = z
  .object({ status: z.literal('deleted').describe('The only change: cancel the licence.') })
  .openapi('CancelLicenseRequest', { example: { status: 'deleted' } });

export const cancelBrokerLicense = createRoute({
  method: 'patch',
  path: '/api/brokerage/licenses/{licenseId}',
  tags: [TAG],
  operationId: 'cancelBrokerLicense',
  security: SIGNED_IN,
  summary: 'Cancel an active licence (employees)',
  description:
    "Spec 3's Cancel License (the legacy cancelBrokerageSale): an employee acting in the broker's account ends " +
    'an ACTIVE licence (409 otherwise). The licence becomes deleted with an end date, the number leaves the ' +
    "licensee's account and is on sale again under the broker. Another broker's licence answers 404; a broker " +
    'who is not an employee 403.',
  request: {
    params: z.object({
      licenseId: z.coerce
        .number()
        .int()
        .positive()
        .openapi({ param: { name: 'licenseId', in: 'path' }, example: 3 }),
    }),
    body: jsonBody(CancelLicenseRequest),
  },
  responses: {
    200: jsonResponse(BrokerLicense, 'The cancelled licence.'),
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});
