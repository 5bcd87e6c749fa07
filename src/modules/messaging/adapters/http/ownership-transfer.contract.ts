import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  OPTIONAL_SESSION,
  SIGNED_IN,
  WEB_SESSION,
} from '../../../../platform/http/openapi-helpers.ts';

const STATUSES = ['offered', 'accepted', 'completed', 'cancelled', 'expired'] as const;
const ADMINS =
  'Account admins only; another account’s number, or one the account does not hold, answers 404.';

const TnParam = z.object({
  tn: z
    .string()
    .min(1)
    .max(32)
    .describe('The number: 10 or 11 digits, or E.164.')
    .openapi({ example: '2012340101' }),
});
const TokenParam = z.object({
  token: z.string().min(1).max(200).openapi({ example: 'q2V1b3hJc0RrT2pVZk1lTnRYbUx4a0pZcE5RbHd4' }),
});

export const OwnershipTransfer = z
  .object({
    id: z.number().int(),
    tn: z.string().describe('E.164.'),
    humanTn: z.string(),
    email: z.string().describe('The new owner’s email.'),
    status: z
      .enum(STATUSES)
      .describe(
        'offered: mailed, waiting for the new owner (7 days); accepted: moves on movesOn; completed: moved; cancelled; expired.',
      ),
    toCompany: z.string().nullable().describe('The receiving account’s company, once accepted.'),
    createdAt: z.string().datetime(),
    expiresAt: z.string().datetime().describe('An offer nobody accepts by then expires.'),
    acceptedAt: z.string().datetime().nullable(),
    movesOn: z
      .string()
      .date()
      .nullable()
      .describe(
        'The day the number moves: the day it is paid up to (its next anniversary). Set on acceptance.',
      ),
    completedAt: z.string().datetime().nullable(),
    cancelledAt: z.string().datetime().nullable(),
  })
  .openapi('OwnershipTransfer', {
    example: {
      id: 7,
      tn: '+12012340101',
      humanTn: '(201) 234-0101',
      email: 'new.owner@example.com',
      status: 'accepted',
      toCompany: 'New Owner LLC',
      createdAt: '2026-11-22T12:00:00.000Z',
      expiresAt: '2026-11-29T12:00:00.000Z',
      acceptedAt: '2026-11-23T09:30:00.000Z',
      movesOn: '2026-12-24',
      completedAt: null,
      cancelledAt: null,
    },
  });

const NumberOwnershipTransfer = z
  .object({
    tn: z.string(),
    humanTn: z.string(),
    transfer: z.union([OwnershipTransfer, z.null()]),
  })
  .describe('The number, and the newest transfer this account started for it (null: none yet).')
  .openapi('NumberOwnershipTransfer', {
    example: { tn: '+12012340101', humanTn: '(201) 234-0101', transfer: null },
  });

export const NumberTransferOffer = z
  .object({
    tn: z.string(),
    humanTn: z.string(),
    plan: z.object({ id: z.number().int(), name: z.string() }),
    billingPeriod: z.union([z.literal(1), z.literal(12)]),
    mrc: z
      .number()
      .int()
      .describe('The plan’s monthly price in cents, billed to the new owner from movesOn.'),
    fromCompany: z.string().describe('The sending account’s company: all the link tells of the sender.'),
    email: z.string().describe('The email the transfer was offered to.'),
    status: z.enum(['offered', 'accepted', 'completed']),
    expiresAt: z.string().datetime(),
    movesOn: z.string().date().nullable(),
    hasLogin: z
      .boolean()
      .describe('Whether the email has a login: log in to accept, else create an account first.'),
    receivingAccounts: z
      .array(z.object({ accountId: z.number().int(), company: z.string() }))
      .describe(
        'Signed in: your admin accounts on the number’s brand that may receive it. Empty for a guest.',
      ),
    acceptedInto: z
      .string()
      .nullable()
      .describe('The account you accepted it into, when it is one of yours.'),
  })
  .openapi('NumberTransferOffer', {
    example: {
      tn: '+12012340101',
      humanTn: '(201) 234-0101',
      plan: { id: 3, name: 'Forward' },
      billingPeriod: 1,
      mrc: 600,
      fromCompany: 'Acme Parking Co',
      email: 'new.owner@example.com',
      status: 'offered',
      expiresAt: '2026-11-29T12:00:00.000Z',
      movesOn: null,
      hasLogin: true,
      receivingAccounts: [{ accountId: 41, company: 'New Owner LLC' }],
      acceptedInto: null,
    },
  });

const path = '/api/accounts/telephone-numbers/{tn}/ownership-transfer';

export const startOwnershipTransfer = createRoute({
  method: 'post',
  path,
  tags: ['Telephone numbers'],
  operationId: 'startOwnershipTransfer',
  security: WEB_SESSION,
  summary: 'Offer a number to a new owner',
  description:
    'Spec 3’s Ownership Transfer: mails the new owner a link to accept (7 days). The number moves with its plan at ' +
    'its next anniversary after they accept; no fees. One open transfer per number (409); licensed numbers cannot ' +
    `be transferred (422). A web session with a recent sign-in (403 auth.recent_sign_in_required). ${ADMINS}`,
  request: {
    params: TnParam,
    body: jsonBody(
      z
        .object({ email: z.string().trim().email('Please enter a valid email.').max(254) })
        .openapi('StartOwnershipTransferRequest', { example: { email: 'new.owner@example.com' } }),
    ),
  },
  responses: {
    201: jsonResponse(OwnershipTransfer, 'Offered; the new owner was mailed.'),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429),
  },
});

export const getOwnershipTransfer = createRoute({
  method: 'get',
  path,
  tags: ['Telephone numbers'],
  operationId: 'getOwnershipTransfer',
  security: SIGNED_IN,
  summary: 'The ownership transfer of a number',
  description: `The number and the newest transfer this account started for it, with its status. ${ADMINS}`,
  request: { params: TnParam },
  responses: {
    200: jsonResponse(NumberOwnershipTransfer, 'The number and its transfer (or null).'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const cancelOwnershipTransfer = createRoute({
  method: 'delete',
  path,
  tags: ['Telephone numbers'],
  operationId: 'cancelOwnershipTransfer',
  security: SIGNED_IN,
  summary: 'Cancel a number’s ownership transfer',
  description: `Withdraws the open (offered or accepted) transfer; its link stops working. 404 when none is open. ${ADMINS}`,
  request: { params: TnParam },
  responses: { 204: { description: 'Cancelled.' }, ...errorResponses(400, 401, 403, 404) },
});

export const getNumberTransfer = createRoute({
  method: 'get',
  path: '/api/number-transfers/{token}',
  tags: ['Telephone numbers'],
  operationId: 'getNumberTransfer',
  security: OPTIONAL_SESSION,
  summary: 'What a mailed transfer link offers',
  description:
    'The number, its plan and the sender’s company; signed in, also the accounts you may accept it into. 404 for a ' +
    'link that is unknown, expired or cancelled. Rate limited per address.',
  request: { params: TokenParam },
  responses: {
    200: jsonResponse(NumberTransferOffer, 'The offer.'),
    ...errorResponses(400, 404, 429),
  },
});

export const acceptNumberTransfer = createRoute({
  method: 'post',
  path: '/api/number-transfers/{token}/accept',
  tags: ['Telephone numbers'],
  operationId: 'acceptNumberTransfer',
  security: WEB_SESSION,
  summary: 'Accept a number transferred to you',
  description:
    'Signed in as the offered email (else 403), into `accountId` (default: your current account), which you must ' +
    'administer (403) and which must be on the number’s brand (422). 409 once accepted. The sender is mailed.',
  request: {
    params: TokenParam,
    body: jsonBody(
      z
        .object({ accountId: z.number().int().positive().optional() })
        .openapi('AcceptNumberTransferRequest', { example: { accountId: 41 } }),
    ),
  },
  responses: {
    200: jsonResponse(NumberTransferOffer, 'Accepted; movesOn says when the number moves.'),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429),
  },
});
