import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { defineListResource } from '../../../../shared/list-query.ts';
import { BROKER_APPLICATION_MAX_NUMBERS } from '../../domain/broker-application.ts';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The list query language for GET /api/broker-applications. */
export const brokerApplicationList = defineListResource({
  fields: {
    brokerApplicationId: { type: 'integer', property: 'id' },
    accountId: { type: 'integer' },
    status: { type: 'enum', values: STATUSES },
    company: { type: 'string' },
    createDate: { type: 'date', property: 'createdAt' },
  },
  defaultSort: { createDate: -1 },
});

export const BrokerApplication = z
  .object({
    brokerApplicationId: z.number().int(),
    accountId: z.number().int(),
    brandingId: z.number().int(),
    email: z.string().describe('The applicant’s sign-in email.'),
    company: z.string(),
    website: z.string(),
    numberCount: z.number().int().describe('How many numbers the company means to sell.'),
    message: z.string(),
    status: z.enum(STATUSES),
    createDate: z.string().datetime(),
    decidedDate: z.string().datetime().nullable(),
  })
  .openapi('BrokerApplication', {
    example: {
      brokerApplicationId: 4,
      accountId: 12,
      brandingId: 1,
      email: 'ada@acme.example',
      company: 'Acme Numbers',
      website: 'https://acme.example',
      numberCount: 40,
      message: 'We park forty vanity numbers and would like to list them.',
      status: 'pending',
      createDate: '2026-11-24T12:00:00.000Z',
      decidedDate: null,
    },
  });

const IdParam = z.object({ id: z.coerce.number().int().positive().openapi({ example: 4 }) });

export const applyToSell = createRoute({
  method: 'post',
  path: '/api/broker-applications',
  tags: ['Broker applications'],
  operationId: 'applyToSell',
  security: WEB_SESSION,
  summary: 'Apply for the account to sell numbers',
  description:
    'The Sell tab’s application (spec 3): staff approve or reject it. One pending application per account; ' +
    'an account that can already sell gets 409. Account admins, signed in on the web site.',
  request: {
    body: jsonBody(
      z
        .object({
          company: z.string().trim().min(1, 'Company is required.').max(200),
          website: z.string().trim().max(300).default(''),
          numberCount: z
            .number()
            .int('Enter a whole number.')
            .min(1, 'Enter how many numbers you would sell.')
            .max(BROKER_APPLICATION_MAX_NUMBERS),
          message: z.string().trim().max(2000).default(''),
        })
        .openapi('ApplyToSellRequest', {
          example: {
            company: 'Acme Numbers',
            website: 'https://acme.example',
            numberCount: 40,
            message: 'We park forty vanity numbers and would like to list them.',
          },
        }),
    ),
  },
  responses: {
    201: jsonResponse(BrokerApplication, 'The application, pending review.'),
    ...errorResponses(400, 401, 403, 409, 415),
  },
});

export const listBrokerApplications = createRoute({
  method: 'get',
  path: '/api/broker-applications',
  tags: ['Broker applications'],
  operationId: 'listBrokerApplications',
  security: WEB_SESSION,
  summary: 'Broker applications for staff to review',
  description:
    'The list query language over brokerApplicationId, accountId, status, company and createDate: ' +
    '`$skip`, `$limit`, `$sort[createDate]=-1` (the default), `status[$eq]=pending`. Employees and admin users only.',
  request: {
    query: z.looseObject({
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '10' }),
      'status[$eq]': z.enum(STATUSES).optional(),
    }),
  },
  responses: {
    200: jsonResponse(
      z
        .object({
          data: z.array(BrokerApplication),
          total: z.number().int(),
          limit: z.number().int(),
          skip: z.number().int(),
        })
        .openapi('BrokerApplicationList'),
      'The applications.',
    ),
    ...errorResponses(400, 401, 403),
  },
});

export const decideBrokerApplication = createRoute({
  method: 'patch',
  path: '/api/broker-applications/{id}',
  tags: ['Broker applications'],
  operationId: 'decideBrokerApplication',
  security: WEB_SESSION,
  summary: 'Approve or reject a broker application',
  description:
    'Once per application (409 after). Approval sets the account’s sellersAdmin to Y, so its Sell tab leads to ' +
    'the broker area. Employees and admin users only.',
  request: {
    params: IdParam,
    body: jsonBody(
      z
        .object({ status: z.enum(['approved', 'rejected']) })
        .openapi('DecideBrokerApplicationRequest', { example: { status: 'approved' } }),
    ),
  },
  responses: {
    200: jsonResponse(BrokerApplication, 'The decided application.'),
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});
