import { createRoute, z } from '@hono/zod-openapi';
import {
  errorResponses,
  jsonBody,
  jsonResponse,
  SIGNED_IN,
} from '../../../../platform/http/openapi-helpers.ts';
import { NICKNAME_MAX } from '../../domain/nickname.ts';
import { TelephoneNumber } from './telephone-numbers.contract.ts';

const TAGS = ['Telephone numbers'];

export const TnParam = z.object({
  tn: z
    .string()
    .min(1)
    .max(20)
    .openapi({
      param: { name: 'tn', in: 'path' },
      example: '2012340100',
      description: 'The number: 10 or 11 digits, or E.164.',
    }),
});

const PlanOf = z.object({ id: z.number().int(), name: z.string(), mrc: z.number().int() });

export const PlanChangeQuote = z
  .object({
    tn: z.string().describe('E.164.'),
    fromPlan: PlanOf.describe('The plan the number is on, at its current monthly price (cents).'),
    toPlan: PlanOf.describe('The plan asked for, at the price the account pays (its overrides applied).'),
    charge: z
      .object({
        kind: z.enum(['charge', 'credit', 'none']),
        amountCents: z.number().int().min(0).describe('Never negative: a credit is `kind: credit`.'),
        from: z.string().date().describe('Today: the first day on the new plan.'),
        to: z.string().date().describe('The paid-through date (exclusive) the change is prorated until.'),
      })
      .describe(
        'The new plan’s price for the prepaid days left minus the old plan’s, each day priced by its own month.',
      ),
  })
  .openapi('PlanChangeQuote', {
    example: {
      tn: '+12012340100',
      fromPlan: { id: 1, name: 'Park', mrc: 200 },
      toPlan: { id: 3, name: 'Forward', mrc: 600 },
      charge: { kind: 'charge', amountCents: 133, from: '2026-11-14', to: '2026-11-24' },
    },
  });

export const updateTelephoneNumber = createRoute({
  method: 'patch',
  path: '/api/accounts/telephone-numbers/{tn}',
  tags: TAGS,
  operationId: 'updateTelephoneNumber',
  security: SIGNED_IN,
  summary: 'Rename a number, or assign it to a user of the account',
  description:
    `\`nickname\`: trimmed, at most ${NICKNAME_MAX} characters, no control characters; empty clears it (admins, ` +
    'and the user the number is assigned to). `assignedUserId`: a member of the account, or null to unassign ' +
    '(admins only: 403 for users; 422 when the user is not a member). 404 when the caller cannot see the number.',
  request: {
    params: TnParam,
    body: jsonBody(
      z
        .object({
          nickname: z.string().max(1000).optional(),
          assignedUserId: z.number().int().positive().nullable().optional(),
        })
        .openapi('UpdateTelephoneNumberRequest', {
          example: { nickname: 'Front desk', assignedUserId: 2002 },
        }),
    ),
  },
  responses: {
    200: jsonResponse(TelephoneNumber, 'The number as changed.'),
    ...errorResponses(400, 401, 403, 404, 415, 422),
  },
});

export const previewPlanChange = createRoute({
  method: 'get',
  path: '/api/accounts/telephone-numbers/{tn}/plan-change',
  tags: TAGS,
  operationId: 'previewPlanChange',
  security: SIGNED_IN,
  summary: 'What changing a number’s plan today would charge or credit',
  description:
    'Changes nothing. Account admins only. The prorated amount from today to the number’s paid-through date ' +
    '(docs/adr/0034): an upgrade is a charge, a downgrade a credit. 422 for a plan the brand does not offer ' +
    '(admin-only plans are for employees).',
  request: {
    params: TnParam,
    query: z.object({ planId: z.coerce.number().int().min(0).openapi({ example: 3 }) }),
  },
  responses: {
    200: jsonResponse(PlanChangeQuote, 'The charge or credit the change would make.'),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

export const changePlan = createRoute({
  method: 'post',
  path: '/api/accounts/telephone-numbers/{tn}/plan-change',
  tags: TAGS,
  operationId: 'changePlan',
  security: SIGNED_IN,
  summary: 'Change a number’s plan, charging or crediting the prorated difference',
  description:
    'Account admins only. Puts the number on the plan at the account’s price and writes the previewed charge ' +
    'or credit to the account’s ledger in one transaction. Sending it again answers 409 (the number is ' +
    'already on the plan): one change, one charge.',
  request: {
    params: TnParam,
    body: jsonBody(
      z.object({ planId: z.number().int().min(0) }).openapi('ChangePlanRequest', { example: { planId: 3 } }),
    ),
  },
  responses: {
    200: jsonResponse(
      z
        .object({ number: TelephoneNumber, quote: PlanChangeQuote })
        .openapi('PlanChanged', { description: 'The number on its new plan, and what was charged.' }),
      'Changed.',
    ),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422),
  },
});

export const releaseTelephoneNumber = createRoute({
  method: 'delete',
  path: '/api/accounts/telephone-numbers/{tn}',
  tags: TAGS,
  operationId: 'releaseTelephoneNumber',
  security: SIGNED_IN,
  summary: 'Release a number: it leaves the account',
  description:
    'Account admins only. The number, its plan, its messages and forwarding are gone and billing for it ' +
    'stops; a licensed number’s licence ends. The account’s admins are mailed. It cannot be undone; ' +
    'releasing again answers 404.',
  request: { params: TnParam },
  responses: { 204: { description: 'Released.' }, ...errorResponses(400, 401, 403, 404) },
});
