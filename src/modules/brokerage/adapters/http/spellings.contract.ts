import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  listOf,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';
import { defineListResource } from '../../../../shared/list-query.ts';
import { SPELLING_STATUSES } from './listings.contract.ts';

/** The list query language for GET /api/admin/spellings (the staff queue). */
export const spellingRequestList = defineListResource({
  fields: {
    spellingRequestId: { type: 'integer', property: 'id' },
    tn: { type: 'string', ops: ['$eq', '$ne', '$contains', '$like'] },
    spelling: { type: 'string' },
    status: { type: 'enum', values: SPELLING_STATUSES },
    brokerAccountId: { type: 'integer' },
    createDate: { type: 'date' },
    decidedDate: { type: 'date' },
  },
  defaultSort: { createDate: 1 },
});

export const SpellingRequest = z
  .object({
    spellingRequestId: z.number().int(),
    tn: z.string().describe('The number (E.164).'),
    formattedTn: z.string(),
    spelledTn: z.string().describe("The number as the spelling shows it, e.g. '1-406-555-FLOW'."),
    spelling: z.string(),
    status: z.enum(SPELLING_STATUSES),
    brokerAccountId: z.number().int(),
    requestedByUserId: z.number().int().nullable(),
    createDate: z.string().datetime(),
    decidedDate: z.string().datetime().nullable(),
    decidedByUserId: z.number().int().nullable(),
    reason: z.string().nullable().describe('Why it was rejected (sent to the broker).'),
  })
  .openapi('SpellingRequest', {
    example: {
      spellingRequestId: 3,
      tn: '+14065553569',
      formattedTn: '(406) 555-3569',
      spelledTn: '1-406-555-FLOW',
      spelling: 'flow',
      status: 'pending',
      brokerAccountId: 12,
      requestedByUserId: 31,
      createDate: '2026-11-27T10:00:00.000Z',
      decidedDate: null,
      decidedByUserId: null,
      reason: null,
    },
  });

const staffOnly = 'Employees and admin users, signed in on the web site (no API tokens).';

export const listSpellingRequests = createRoute({
  method: 'get',
  path: '/api/admin/spellings',
  tags: ['Admin'],
  operationId: 'listSpellingRequests',
  security: WEB_SESSION,
  summary: 'Vanity spellings waiting for approval',
  description:
    "Brokers' vanity-spelling requests in the list language over spellingRequestId, tn, spelling, status, " +
    'brokerAccountId, createDate and decidedDate (default `$sort[createDate]=1`, oldest first; the screen asks ' +
    `\`status=pending\`). ${staffOnly}`,
  request: {
    query: z.looseObject({
      $skip: z.string().optional().openapi({ example: '0' }),
      $limit: z.string().optional().openapi({ example: '10' }),
      status: z.enum(SPELLING_STATUSES).optional().openapi({ example: 'pending' }),
    }),
  },
  responses: {
    200: jsonResponse(listOf(SpellingRequest, 'SpellingRequestList'), 'A page of spelling requests.'),
    ...errorResponses(400, 401, 403),
  },
});

export const decideSpellingRequest = createRoute({
  method: 'patch',
  path: '/api/admin/spellings/{id}',
  tags: ['Admin'],
  operationId: 'decideSpellingRequest',
  security: WEB_SESSION,
  summary: 'Approve or reject a vanity spelling',
  description:
    "Approving sets the listing's spelling and search shows it at once; rejecting leaves the listing as it was. " +
    "The broker is mailed either way. A decided request answers 409 'This spelling request was already " +
    `decided.'; an unknown id 404. ${staffOnly}`,
  request: {
    params: z.object({ id: z.coerce.number().int().positive().openapi({ example: 3 }) }),
    body: jsonBody(
      z
        .object({
          status: z.enum(['approved', 'rejected'], { error: "Status must be 'approved' or 'rejected'." }),
          reason: z.string().trim().max(500).optional().describe('Why (rejections); mailed to the broker.'),
        })
        .openapi('DecideSpellingRequest', { example: { status: 'approved' } }),
    ),
  },
  responses: {
    200: jsonResponse(SpellingRequest, 'The decided request.'),
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});
